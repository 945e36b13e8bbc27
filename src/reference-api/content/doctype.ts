/** Which documentation tool built a site, from the marks each leaves in its HTML. */

import type {Doctype} from '../model.js';

export interface DoctypeEvidence {
  /** HTML of the site's root page (or any page). */
  html: string;
  /** Contents of `_static/documentation_options.js`, when the site has one (Sphinx). */
  documentationOptions?: string;
}

export function detectDoctype({html, documentationOptions}: DoctypeEvidence): Doctype {
  const generator = /<meta\s+name=["']generator["']\s+content=["']([^"']*)/i.exec(html)?.[1]?.toLowerCase() ?? '';
  const sphinx = generator.startsWith('sphinx') || documentationOptions !== undefined ||
    /_static\/documentation_options\.js/.test(html);
  if (sphinx) return /BUILDER:\s*['"]dirhtml['"]/.test(documentationOptions ?? '') ? 'sphinx_htmldir' : 'sphinx';
  if (generator.startsWith('mkdocs')) return 'mkdocs';
  return 'generic';
}
