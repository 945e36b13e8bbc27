/**
 * Ingesting a real built site from disk: Debian's sphinx-doc package (Sphinx 5.3's own documentation, ~100 pages).
 * `.ci/run` installs it; without it these tests are skipped with a message saying so.
 */

import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdtemp, mkdir, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {after, before, describe, test} from 'node:test';
import {ingestDirectory} from '../../src/reference-api/content/ingest-node.js';
import {createContentIndex} from '../../src/reference-api/content/index.js';
import {detectDoctype} from '../../src/reference-api/content/doctype.js';

const SPHINX_DOC = '/usr/share/doc/sphinx-doc/html';
const missing = existsSync(SPHINX_DOC) ? false : `${SPHINX_DOC} is missing: install Debian's sphinx-doc package`;

describe('ingest of the sphinx-doc corpus', {skip: missing}, () => {
  test('reads every page, detects Sphinx, keeps generated pages servable but out of search, in seconds', async () => {
    const started = performance.now();
    const site = await ingestDirectory(SPHINX_DOC);
    const index = createContentIndex();
    index.addPages({project: 'sphinx', version: '5.3'}, site.pages, site.doctype);
    await index.ready();
    const seconds = (performance.now() - started) / 1000;
    assert.equal(site.doctype, 'sphinx');
    assert.ok(site.pages.length > 80, `${site.pages.length} pages`);
    assert.ok(site.pages.every((page) => !page.path.startsWith('_static/') && !page.path.startsWith('_sources/')));
    const ref = {project: 'sphinx', version: '5.3'};
    assert.ok(index.getPage(ref, 'genindex.html'), 'genindex is servable');
    assert.equal(index.getPage(ref, 'genindex.html')?.searchable, false);
    assert.equal(index.getPage(ref, 'usage/extensions/autodoc.html')?.title,
      'sphinx.ext.autodoc – Include documentation from docstrings');
    assert.ok(seconds < 30, `ingest and index took ${seconds.toFixed(1)} s`);

    const hits = index.search({text: 'autodoc', versions: [ref]});
    const autodoc = hits.find((hit) => hit.page.path === 'usage/extensions/autodoc.html');
    assert.ok(autodoc, 'autodoc.html is found');
    assert.ok(hits.indexOf(autodoc) < 3, 'and near the top');
    assert.ok(hits.every((hit) => hit.page.path !== 'genindex.html'));
    const objects = autodoc.blocks.filter((block) => block.block.kind === 'domain');
    assert.ok(objects.some((block) => block.block.role === 'std:confval'), 'confval objects are domain blocks');
    const sections = index.getPage(ref, 'usage/extensions/autodoc.html')?.sections.map((section) => section.id);
    assert.ok(sections?.includes('directives') && sections.includes('configuration'));
  });
});

describe('ingest of small sites', () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-widgets-ingest-'));
  });
  after(async () => {
    await rm(dir, {recursive: true, force: true});
  });

  test('MkDocs output: generator meta, directory pages, gzipped and symlinked files, assets skipped', async () => {
    const site = join(dir, 'mkdocs-site');
    await mkdir(join(site, 'guide'), {recursive: true});
    await mkdir(join(site, 'assets'), {recursive: true});
    await mkdir(join(site, '_static'), {recursive: true});
    await writeFile(join(site, 'index.html'), '<html><head><meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.7.6"><title>Home - Site</title></head><body><article><h1 id="home">Home</h1><p>Welcome.</p></article></body></html>');
    await writeFile(join(site, 'guide', 'index.html.gz'), gzipSync('<html><head><title>Guide - Site</title></head><body><article><h1 id="guide">Guide</h1><p>Compressed page.</p></article></body></html>'));
    await writeFile(join(site, '_static', 'skip.html'), '<p>asset</p>');
    await writeFile(join(dir, 'outside.html'), '<html><head><title>Linked - Site</title></head><body><h1 id="l">Linked</h1></body></html>');
    await symlink(join(dir, 'outside.html'), join(site, 'linked.html'));
    await symlink(site, join(site, 'assets', 'loop'));
    const result = await ingestDirectory(site);
    assert.equal(result.doctype, 'mkdocs');
    assert.deepEqual(result.pages.map((page) => page.path).sort(), ['guide/index.html', 'index.html', 'linked.html']);
    const index = createContentIndex();
    index.addPages({project: 'site', version: 'latest'}, result.pages, result.doctype);
    await index.ready();
    assert.equal(index.getPage({project: 'site', version: 'latest'}, 'guide/')?.title, 'Guide');
    assert.equal(index.search({text: 'compressed', versions: [{project: 'site', version: 'latest'}]})[0]?.page.path, 'guide/index.html');
  });

  test('refuses a missing directory and one without pages', async () => {
    await assert.rejects(ingestDirectory(join(dir, 'nope')), /not a directory/);
    const empty = join(dir, 'empty');
    await mkdir(empty);
    await assert.rejects(ingestDirectory(empty), /no HTML pages/);
  });

  test('detects the doctype from the marks each tool leaves', () => {
    assert.equal(detectDoctype({html: '<meta name="generator" content="Sphinx 7.4.7">'}), 'sphinx');
    assert.equal(detectDoctype({html: '<script src="_static/documentation_options.js"></script>'}), 'sphinx');
    assert.equal(detectDoctype({html: '', documentationOptions: "const DOCUMENTATION_OPTIONS = {BUILDER: 'dirhtml'}"}), 'sphinx_htmldir');
    assert.equal(detectDoctype({html: '<meta name="generator" content="mkdocs-1.6.1">'}), 'mkdocs');
    assert.equal(detectDoctype({html: '<p>hand written</p>'}), 'generic');
  });
});
