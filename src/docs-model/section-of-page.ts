/**
 * The section for a page document and a link's fragment, the way a static site (no embed endpoint) answers: the embed
 * lookup first (Sphinx's rules included), then the flat-section and lead rules of sections.ts on its answer. A module
 * of its own because only the static source needs it: the link preview's chunk (which gets the embed endpoint's
 * answer) then carries neither this nor the embed lookup.
 */
import {findEmbedContent, mainContent} from './embed-lookup.js';
import {headingLevel, isProductionName, pageLead, productionFrom, sectionFromHeading} from './sections.js';

export function sectionOfPage(doc: Document, fragment: string | null, options: {sphinx?: boolean} = {}): DocumentFragment | undefined {
  if (fragment === null) {
    const main = mainContent(doc, null) ?? doc.body;
    return main ? pageLead(main) : undefined;
  }
  const lookup = findEmbedContent(doc, {fragment, maincontent: null, sphinx: options.sphinx ?? false});
  if (!lookup.found) return undefined;
  if (headingLevel(lookup.found)) return sectionFromHeading(lookup.found);
  if (isProductionName(lookup.found)) return productionFrom(lookup.found);
  const section = doc.createDocumentFragment();
  section.appendChild(lookup.found.cloneNode(true));
  return section;
}
