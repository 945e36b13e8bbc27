// Entry `docs-widgets/define`: registers every element (each keeps an existing definition of its name).
import './elements/search/define.js';
