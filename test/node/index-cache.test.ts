/**
 * The `serve --docs` index cache (index-cache.ts): a second start over the same pages uses it and answers as the first
 * did; a page whose content changes (same size, same modification time) makes it out of date; a corrupt file is
 * reported, ignored and rewritten. Pages stay on disk (`onDisk`) and are read again when asked for.
 */

import assert from 'node:assert/strict';
import {mkdtemp, rm, stat, utimes, writeFile} from 'node:fs/promises';
import {readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {diskIndexCache} from '../../src/reference-api/content/index-cache.js';
import {type DiskPage, ingestDirectory, isDiskPage, readPageFile} from '../../src/reference-api/content/ingest-node.js';
import {createContentIndex, type ExtractPages} from '../../src/reference-api/content/index.js';
import {parseLiteHtml} from '../../src/reference-api/content/lite-html.js';
import {pageModelOf} from '../../src/reference-api/content/page-source.js';

const page = (title: string, body: string) => `<!DOCTYPE html><html><head><title>${title} — Demo</title></head>
<body><div role="main"><section id="top"><h1>${title}</h1><p>${body}</p></section></div></body></html>`;

/** Parses here, reading pages left on disk; counts the pages it parsed. */
function countingExtractor(): {extract: ExtractPages; parsed: () => number} {
  let parsed = 0;
  return {
    parsed: () => parsed,
    async* extract(pages, doctype) {
      parsed += pages.length;
      yield pages.map((entry) => pageModelOf(isDiskPage(entry) ? {...entry, html: readPageFile(entry.file)} : entry,
        doctype, parseLiteHtml));
    },
  };
}

describe('serve --docs index cache', () => {
  let site = '';
  let cacheDir = '';
  const ref = {project: 'demo', version: 'latest'};

  before(async () => {
    site = await mkdtemp(join(tmpdir(), 'dw-cache-site-'));
    cacheDir = await mkdtemp(join(tmpdir(), 'dw-cache-'));
    await writeFile(join(site, 'index.html'), page('Welcome', 'Start here with the tutorial.'));
    await writeFile(join(site, 'turtle.html'), page('Turtles', 'A turtle draws lines.'));
    await writeFile(join(site, 'rabbit.html'), page('Rabbits', 'A rabbit digs holes.'));
  });
  after(async () => {
    await rm(site, {recursive: true, force: true});
    await rm(cacheDir, {recursive: true, force: true});
  });

  async function start() {
    const lines: string[] = [];
    const {extract, parsed} = countingExtractor();
    const {pages, doctype} = await ingestDirectory(site, {onDisk: true});
    const index = createContentIndex({
      extractPages: extract,
      cache: diskIndexCache(cacheDir, (line) => lines.push(line)),
      pageHtml: (entry) => (isDiskPage(entry) ? readPageFile(entry.file) : entry.html),
    });
    index.addPages(ref, pages, doctype);
    await index.ready();
    // The cache is written after ready() (a server listens meanwhile); settled() waits for it.
    await index.settled();
    const search = (text: string) => index.search({text, versions: [ref]}).map((hit) => hit.page.path);
    return {index, lines, parsed: parsed(), search, pages: pages as DiskPage[]};
  }

  it('keeps pages on disk, writes the cache, and a second start uses it with the same answers', async () => {
    const first = await start();
    assert.equal(first.parsed, 3);
    assert.ok(first.pages.every((entry) => entry.html === '' && entry.hash.length > 10));
    assert.match(first.lines.join('\n'), /index cache: wrote /);
    assert.deepEqual(first.search('turtle'), ['turtle.html']);
    assert.match(first.index.getPage(ref, 'turtle.html')?.html ?? '', /A turtle draws lines/);

    const second = await start();
    assert.equal(second.parsed, 0, 'nothing parsed again');
    assert.match(second.lines.join('\n'), /index cache: using /);
    for (const query of ['turtle', 'rabbit holes', 'tutorial', 'tur', 'rabit']) {
      assert.deepEqual(second.search(query), first.search(query), query);
    }
    assert.match(second.index.getPage(ref, 'rabbit.html')?.html ?? '', /A rabbit digs holes/);
  });

  it('answers searches before the cache is written, and settled() waits for the write', async () => {
    const {extract} = countingExtractor();
    const {pages, doctype} = await ingestDirectory(site, {onDisk: true});
    let finishWrite!: () => void;
    let written = false;
    const index = createContentIndex({
      extractPages: extract,
      pageHtml: (entry) => (isDiskPage(entry) ? readPageFile(entry.file) : entry.html),
      cache: {
        load: () => Promise.resolve(undefined),
        save: () => new Promise<void>((resolve) => {
          finishWrite = () => {
            written = true;
            resolve();
          };
        }),
      },
    });
    index.addPages(ref, pages, doctype);
    await index.ready();
    assert.equal(written, false, 'ready() did not wait for the cache');
    assert.deepEqual(index.search({text: 'turtle', versions: [ref]}).map((hit) => hit.page.path), ['turtle.html']);
    let settled = false;
    const settling = index.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(settled, false, 'settled() waits for the write');
    finishWrite();
    await settling;
    assert.equal(written, true);
  });

  it('is out of date when a page changes, even at the same size and modification time', async () => {
    await start();
    const file = join(site, 'turtle.html');
    const before = await stat(file);
    // "lines" → "spots": the same length, and the old modification time put back.
    await writeFile(file, page('Turtles', 'A turtle draws spots.'));
    await utimes(file, before.atime, before.mtime);
    assert.equal((await stat(file)).size, before.size);
    const changed = await start();
    assert.equal(changed.parsed, 3);
    assert.match(changed.lines.join('\n'), /out of date/);
    assert.deepEqual(changed.search('spots'), ['turtle.html']);
    assert.deepEqual(changed.search('lines'), []);
  });

  it('ignores a corrupt cache file with a line saying so, and rewrites it', async () => {
    await start();
    const [name] = readdirSync(cacheDir).filter((entry) => entry.endsWith('.bin'));
    assert.ok(name);
    for (const garbage of [Buffer.from('not a cache'), Buffer.alloc(0), Buffer.concat([Buffer.from([12, 0, 0, 0]), Buffer.from('{"format": 1')])]) {
      await writeFile(join(cacheDir, name), garbage);
      const rebuilt = await start();
      assert.equal(rebuilt.parsed, 3);
      assert.match(rebuilt.lines.join('\n'), /index cache: ignoring .* rebuilding it/);
      assert.deepEqual(rebuilt.search('rabbit'), ['rabbit.html']);
      const again = await start();
      assert.equal(again.parsed, 0, 'the rewritten cache is used');
    }
  });

  it('rejects a cache whose arrays were altered (checksum)', async () => {
    await start();
    const [name] = readdirSync(cacheDir).filter((entry) => entry.endsWith('.bin'));
    const path = join(cacheDir, name!);
    const {readFile} = await import('node:fs/promises');
    const bytes = await readFile(path);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    await writeFile(path, bytes);
    const rebuilt = await start();
    assert.match(rebuilt.lines.join('\n'), /checksum/);
    assert.equal(rebuilt.parsed, 3);
  });
});
