// Entry `docs-widgets/define`: registers every element (each keeps an existing definition of its name).
import './elements/search/define.js';
import './elements/link-preview/define.js';
import './elements/version-switcher/define.js';
import './elements/version-warning/define.js';
// Static Sphinx/MkDocs builds (no hosting API) as a data source: zero-config, or `docs-source="static"`.
import './sources/static/register.js';
