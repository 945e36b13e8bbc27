/**
 * The built index's files grow with the site (issue 28): no file is empty, and a site of N pages writes at most
 * `4 + N` files, never more than `2 + 2 × (TERM_CHUNKS_MAX + TEXT_CHUNKS_MAX)` whatever its size. (The former layout
 * wrote 2,565 files for an 18-page site: 512 name and 2,048 pair buckets, mostly `[]`.)
 */

import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, it} from 'node:test';
import {BuiltIndexEngine} from '../../src/sources/static/built-index-engine.js';
import {TERM_CHUNKS_MAX, TEXT_CHUNKS_MAX, buildStaticIndex} from '../../src/sources/static/built-index-writer.js';

const SPHINX_DOCS = '/usr/share/doc/sphinx-doc/html';
const site = {origin: 'http://docs.test', rootPath: '/', project: 'p', version: 'v'};

/** The bound this test holds the writer to, for a site of `pages` pages. */
const fileBound = (pages: number) => Math.min(10 + pages, 2 + 2 * (TERM_CHUNKS_MAX + TEXT_CHUNKS_MAX));

const WORDS = ['socket', 'buffer', 'stream', 'thread', 'config', 'option', 'render', 'template', 'parser', 'token',
  'widget', 'search', 'index', 'version', 'module', 'handler', 'request', 'response', 'cache', 'queue'];

/** A generic HTML site of `pages` pages, each with a few sections of made-up prose (deterministic). */
async function writeSite(dir: string, pages: number): Promise<void> {
  let seed = 7;
  const word = () => WORDS[(seed = (seed * 1103515245 + 12345) % 2147483648) % WORDS.length] ?? 'word';
  const prose = (length: number) => Array.from({length}, word).join(' ');
  for (let page = 0; page < pages; page++) {
    const sections = [1, 2, 3].map((section) => `<section id="s${section}"><h2>${word()} ${word()}</h2>` +
      `<p>${prose(120)}</p><p>${prose(80)} page${page}</p></section>`).join('');
    await mkdir(join(dir, 'guide'), {recursive: true});
    await writeFile(join(dir, page === 0 ? 'index.html' : `guide/page-${page}.html`), '<!doctype html><html lang="en">' +
      `<head><title>${word()} guide ${page}</title></head><body><main><h1>${word()} guide ${page}</h1>${sections}</main></body></html>`);
  }
}

async function filesOf(dir: string): Promise<Array<{name: string; size: number}>> {
  const files = [];
  for (const name of await readdir(dir, {recursive: true})) {
    const info = await stat(join(dir, name));
    if (info.isFile()) files.push({name, size: info.size});
  }
  return files;
}

describe('built index layout: files grow with the site', () => {
  const folders: string[] = [];
  after(() => Promise.all(folders.map((folder) => rm(folder, {recursive: true, force: true}))));

  for (const pages of [1, 18]) {
    it(`a ${pages}-page site: at most ${fileBound(pages)} files, none empty, and it answers`, async () => {
      const root = await mkdtemp(join(tmpdir(), 'dw-layout-'));
      folders.push(root);
      await writeSite(join(root, 'site'), pages);
      const out = join(root, 'index');
      const report = await buildStaticIndex(join(root, 'site'), {outDir: out});
      assert.equal(report.pages, pages);
      const files = await filesOf(out);
      assert.equal(files.length, report.files, 'the report counts what is on disk');
      assert.ok(files.length <= fileBound(pages), `${files.length} files for ${pages} pages`);
      assert.deepEqual(files.filter((file) => file.size === 0 || file.size <= 2).map((file) => file.name), [], 'no empty file');
      const engine = new BuiltIndexEngine((name) => readFile(join(out, name), 'utf8'));
      const answer = await engine.search(site, 'socket buffer', 1, 10);
      assert.ok(answer.count > 0 && answer.results.length > 0);
    });
  }

  it('the Sphinx docs: at most 10 + N files for N pages, none empty', {skip: !existsSync(SPHINX_DOCS) && `${SPHINX_DOCS} is missing`}, async () => {
    const out = await mkdtemp(join(tmpdir(), 'dw-layout-sphinx-'));
    folders.push(out);
    const report = await buildStaticIndex(SPHINX_DOCS, {outDir: out});
    const files = await filesOf(out);
    assert.ok(files.length <= fileBound(report.pages), `${files.length} files for ${report.pages} pages`);
    assert.ok(report.shards > 1 && report.chunks > 1, 'still split: a query reads a part of it');
    assert.deepEqual(files.filter((file) => file.size <= 2).map((file) => file.name), [], 'no empty file');
  });
});
