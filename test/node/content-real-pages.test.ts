/**
 * Indexing real documentation as the hosting service does (not timed): definition-list entries are sections of their
 * own, generated index pages are never searched, and in Node the light tree (`lite-html.ts`) and the worker threads
 * give the same page models as a full DOM. Uses Debian's python3.11-doc and sphinx-doc; skipped when missing.
 */

import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {ingestDirectory} from '../../src/reference-api/content/ingest-node.js';
import {createContentIndex, isSearchablePath, loadHtmlParser} from '../../src/reference-api/content/index.js';
import {parseLiteHtml} from '../../src/reference-api/content/lite-html.js';
import {extractPage} from '../../src/reference-api/content/page-model.js';
import {workerExtractor} from '../../src/reference-api/content/extract-workers.js';

const PYTHON_DOCS = '/usr/share/doc/python3.11/html';
const SPHINX_DOCS = '/usr/share/doc/sphinx-doc/html';
const missing = (dir: string) => (existsSync(`${dir}/index.html`) ? false : `${dir} is missing`);

describe('generated index pages', () => {
  test('are served but never searched: the service default search.ignore and Sphinx indexes', () => {
    for (const path of ['search.html', 'search/index.html', '404.html', '404/index.html', 'genindex.html',
      'genindex-A.html', 'genindex-all.html', 'genindex-_.html', 'py-modindex.html', 'np-modindex.html',
      'modindex.html', 'genindex/index.html', 'py-modindex/']) {
      assert.equal(isSearchablePath(path), false, path);
    }
    for (const path of ['index.html', 'glossary.html', 'library/search.html', 'library/index.html', 'searching.html',
      'usage/index.html']) {
      assert.equal(isSearchablePath(path), true, path);
    }
  });
});

describe('the Python 3.11 docs', {skip: missing(PYTHON_DOCS), timeout: 300_000}, () => {
  test('glossary terms are sections; "global interpreter lock" finds its glossary entry; no genindex page', async () => {
    const html = readFileSync(`${PYTHON_DOCS}/glossary.html`, 'utf8');
    const model = extractPage(parseLiteHtml(html), 'sphinx');
    const gil = model.sections.find((section) => section.id === 'term-global-interpreter-lock');
    assert.equal(gil?.title, 'global interpreter lock');
    assert.match(gil?.content ?? '', /^The mechanism used by the CPython interpreter/);
    assert.ok(model.sections.length > 100, `${model.sections.length} glossary sections`);

    const site = await ingestDirectory(PYTHON_DOCS);
    const ref = {project: 'python', version: '3.11'};
    const pages = site.pages.filter((page) => /^(glossary|genindex.*|py-modindex|reference\/lexical_analysis)\.html$/.test(page.path));
    const index = createContentIndex();
    index.addPages(ref, pages, site.doctype);
    await index.ready();
    const hits = index.search({text: 'global interpreter lock', versions: [ref]});
    assert.equal(hits[0]?.page.path, 'glossary.html');
    assert.equal(hits[0]?.blocks[0]?.block.anchor, 'term-global-interpreter-lock');
    const everything = index.search({text: 'f-string', versions: [ref]}).map((hit) => hit.page.path);
    assert.ok(everything.every((path) => !/genindex|modindex/.test(path)), everything.join(', '));
    assert.ok(index.getPage(ref, 'genindex-F.html'), 'generated pages are still served');
  });
});

describe('the light tree and the worker threads', {skip: missing(SPHINX_DOCS), timeout: 300_000}, () => {
  test('give the same page models as a full DOM on every page of the Sphinx docs', async () => {
    const site = await ingestDirectory(SPHINX_DOCS);
    const parseDom = await loadHtmlParser();
    const pages = site.pages.filter((page) => isSearchablePath(page.path));
    let definitions = 0;
    for (const page of pages) {
      const lite = extractPage(parseLiteHtml(page.html), site.doctype);
      const dom = extractPage(parseDom(page.html), site.doctype);
      assert.deepEqual(lite, dom, page.path);
      definitions += lite.sections.filter((section) => section.id.startsWith('term-')).length;
    }
    assert.ok(definitions >= 10, `${definitions} glossary terms`);

    const chunks: number[] = [];
    const models = [];
    for await (const chunk of workerExtractor(2)(site.pages, site.doctype)) {
      chunks.push(chunk.length);
      models.push(...chunk);
    }
    assert.equal(models.length, site.pages.length);
    const confval = site.pages.findIndex((page) => page.path === 'usage/configuration.html');
    assert.ok(models[confval]?.domains.some((object) => object.role === 'std:confval' && object.name === 'html_theme'));
    assert.deepEqual(models[confval], extractPage(parseLiteHtml(site.pages[confval]!.html), site.doctype));
  });
});
