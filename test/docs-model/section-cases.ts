/**
 * The section rule's cases on real pages (a mkdocs-material page and a Sphinx page), written once and run twice: on
 * the browser's DOM (`sections.test.ts`) and on linkedom in Node (`test/node/docs-model-sections.test.ts`).
 */

import {findEmbedContent} from '../../src/docs-model/embed-lookup.js';
import {loneHeading, loneProductionName, pageLead, takeSection, textOf} from '../../src/docs-model/sections.js';
import {sectionOfPage} from '../../src/docs-model/section-of-page.js';

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

/** Python 3.11's reference/expressions.html, "Atoms": a Sphinx productionlist, every rule in one `<pre>`. */
const PYTHON_GRAMMAR = `<div class="body" role="main"><section id="atoms"><h2>6.2. Atoms</h2>
<p>The syntax for atoms is:</p>
<pre>
<strong id="grammar-token-python-grammar-atom">atom     </strong> ::=  <a class="reference internal" href="lexical_analysis.html#grammar-token-python-grammar-identifier"><code class="xref docutils literal notranslate"><span class="pre">identifier</span></code></a> | <a class="reference internal" href="#grammar-token-python-grammar-literal"><code class="xref docutils literal notranslate"><span class="pre">literal</span></code></a> | <a class="reference internal" href="#grammar-token-python-grammar-enclosure"><code class="xref docutils literal notranslate"><span class="pre">enclosure</span></code></a>
<strong id="grammar-token-python-grammar-enclosure">enclosure</strong> ::=  <a class="reference internal" href="#grammar-token-python-grammar-parenth_form"><code class="xref docutils literal notranslate"><span class="pre">parenth_form</span></code></a> | <a class="reference internal" href="#grammar-token-python-grammar-list_display"><code class="xref docutils literal notranslate"><span class="pre">list_display</span></code></a>
               | <a class="reference internal" href="#grammar-token-python-grammar-yield_atom"><code class="xref docutils literal notranslate"><span class="pre">yield_atom</span></code></a>
</pre>
</section></div>`;

export const cases: Array<[string, (pages: Pages) => void]> = [
  ['a grammar token (Sphinx productionlist) gives its rule, continuation lines included, up to the next rule', ({sphinx}) => {
    const doc = sphinx();
    doc.body.innerHTML = PYTHON_GRAMMAR;
    const lookup = findEmbedContent(doc, {fragment: 'grammar-token-python-grammar-atom', maincontent: null, sphinx: true});
    check(lookup.found !== undefined && loneProductionName(lookup.found) === lookup.found, `answer ${lookup.found?.outerHTML}`);
    const atom = sectionOfPage(doc, 'grammar-token-python-grammar-atom', {sphinx: true});
    check(atom?.firstElementChild?.localName === 'pre', 'a <pre>');
    check(text(atom) === 'atom ::= identifier | literal | enclosure', text(atom));
    const enclosure = takeSection(doc.body, {fragment: 'grammar-token-python-grammar-enclosure'});
    check(text(enclosure) === 'enclosure ::= parenth_form | list_display | yield_atom', text(enclosure));
    check(loneHeading(lookup.found!) === undefined, 'not a heading');
  }],
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
