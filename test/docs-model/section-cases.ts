/**
 * The section rule's cases on real pages (a mkdocs-material page and a Sphinx page), written once and run twice: on
 * the browser's DOM (`sections.test.ts`) and on linkedom in Node (`test/node/docs-model-sections.test.ts`).
 */

import {findEmbedContent} from '../../src/docs-model/embed-lookup.js';
import {loneHeading, pageLead, sectionOfPage, takeSection, textOf} from '../../src/docs-model/sections.js';

export const MKDOCS_PAGE = 'test/fixtures/pages/mkdocs-material-install.html';
export const SPHINX_PAGE = 'test/fixtures/pages/sphinx-alabaster-guide.html';

export interface Pages {
  mkdocs: () => Document;
  sphinx: () => Document;
}

function check(condition: unknown, message: string): void {
  if (!condition) throw new Error(message);
}

/** The text of each top-level block, joined by spaces (copies keep no whitespace between blocks). */
function text(fragment: DocumentFragment | undefined): string {
  return Array.from(fragment?.children ?? [], (child) => textOf(child)).join(' ').replace(/\s+/g, ' ').trim();
}

function headingsOf(fragment: DocumentFragment | undefined): string[] {
  return Array.from(fragment?.querySelectorAll('h1, h2, h3, h4, h5, h6') ?? []).map((h) => h.localName + ':' + (h.id || ''));
}

export const cases: Array<[string, (pages: Pages) => void]> = [
  ['the upstream answer for a flat MkDocs section is the lone heading', ({mkdocs}) => {
    const lookup = findEmbedContent(mkdocs(), {fragment: 'from-source', maincontent: null, sphinx: false});
    check(lookup.found?.localName === 'h2', `answer ${lookup.found?.localName}`);
    check(loneHeading(lookup.found!) === lookup.found, 'seen as a lone heading');
  }],
  ['a flat h2 section runs to the next h2 and keeps its h3 subsections', ({mkdocs}) => {
    const section = sectionOfPage(mkdocs(), 'from-source');
    const headings = headingsOf(section);
    check(JSON.stringify(headings) === JSON.stringify(['h2:from-source', 'h3:requirements', 'h3:building']),
      `headings ${JSON.stringify(headings)}`);
    const words = text(section);
    check(words.includes('Clone the repository and build the wheel yourself.'), words);
    check(words.includes('You need a C compiler') && words.includes('Building takes a minute.'), words);
    check(words.includes('Run make wheel in the checkout.'), words);
    check(!words.includes('Read the user guide.') && !words.includes('Run pip'), `runs past its end: ${words}`);
  }],
  ['a flat h3 section stops at the next h3 (same level)', ({mkdocs}) => {
    const words = text(sectionOfPage(mkdocs(), 'requirements'));
    check(words.includes('You need a C compiler') && words.includes('Building takes a minute.'), words);
    check(!words.includes('make wheel'), words);
  }],
  ['the last h3 of an h2 stops at the next h2 (higher level)', ({mkdocs}) => {
    const words = text(sectionOfPage(mkdocs(), 'building'));
    check(words.includes('make wheel') && !words.includes('Next steps'), words);
  }],
  ['a section keeps its code block', ({mkdocs}) => {
    const section = sectionOfPage(mkdocs(), 'from-pypi');
    check(section?.querySelector('pre code') != null, 'code block kept');
    check(text(section).includes('gizmo.assemble'), text(section));
  }],
  ['the whole mkdocs-material page (md-main, navigation included) gives its lead without navigation', ({mkdocs}) => {
    const main = findEmbedContent(mkdocs(), {fragment: null, maincontent: null, sphinx: false}).found!;
    check(main.querySelector('nav') != null, 'the answer holds navigation');
    const lead = pageLead(main);
    check(lead?.querySelector('nav, .md-nav, label, input') == null, 'no navigation in the lead');
    const first = lead?.firstElementChild;
    check(first?.localName === 'h1' && first.id === 'installation', `title first: ${first?.outerHTML}`);
    check(lead?.querySelectorAll('h1').length === 1, 'the title once');
    const words = text(lead);
    check(words.startsWith('Installation Gizmo ships as a Python package and as source.'), words);
    check(!words.includes('Gizmo Home Install') && !words.includes('Table of contents'), words);
  }],
  ['a Sphinx section (a <section> with the id) is taken whole', ({sphinx}) => {
    const section = sectionOfPage(sphinx(), 'configuration', {sphinx: true});
    check(section?.firstElementChild?.localName === 'section', section?.firstElementChild?.localName ?? 'none');
    const words = text(section);
    check(words.includes('Every gadget reads a configuration file.') && !words.includes('Troubleshooting'), words);
  }],
  ['a Sphinx target span resolves to its section', ({sphinx}) => {
    const words = text(sectionOfPage(sphinx(), 'id1', {sphinx: true}));
    check(words.startsWith('Installation'), words);
  }],
  ['the Sphinx page lead is the content h1 (not the sidebar logo h1) and its first paragraphs', ({sphinx}) => {
    const lead = sectionOfPage(sphinx(), null, {sphinx: true});
    const first = lead?.firstElementChild;
    check(first?.localName === 'h1' && text(lead).startsWith('User guide'), text(lead));
    check(!text(lead).includes('Widgetry') && !text(lead).includes('Navigation'), text(lead));
    check(text(lead).includes('Install the package'), text(lead));
  }],
  ['takeSection finds a prefixed id (the sanitizer\'s user-content-) and widens a heading', ({mkdocs}) => {
    const main = findEmbedContent(mkdocs(), {fragment: null, maincontent: null, sphinx: false}).found!;
    const copy = main.cloneNode(true) as Element;
    for (const element of Array.from(copy.querySelectorAll('[id]'))) element.id = `user-content-${element.id}`;
    const section = takeSection(copy, {fragment: 'from-source', idPrefix: 'user-content-'});
    check(headingsOf(section).length === 3, JSON.stringify(headingsOf(section)));
    check(takeSection(copy, {fragment: 'nowhere', idPrefix: 'user-content-'}) === undefined, 'a missing id is undefined');
  }],
  ['the source page is not changed', ({mkdocs}) => {
    const doc = mkdocs();
    const before = doc.body.innerHTML.length;
    sectionOfPage(doc, 'from-source');
    sectionOfPage(doc, null);
    check(doc.body.innerHTML.length === before, 'unchanged');
  }],
];
