/**
 * The mark `docs-widgets index` leaves in pages (issue 26: no probing for a built index a site does not have): written
 * once per page however often the command runs, and read back as the index's folder, same origin only.
 */
import assert from 'node:assert/strict';
import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {parseHTML} from 'linkedom';
import {markIndexedPages, markPage} from '../../src/cli/index-marker.js';
import {markedIndex} from '../../src/sources/static/index-marker.js';

const doc = (html: string) => parseHTML(html).document as unknown as Document;

describe('the built index mark in pages', () => {
  test('one mark per page, however often the command runs; a page with no head is left alone', async () => {
    const site = await mkdtemp(join(tmpdir(), 'dw-mark-'));
    try {
      await mkdir(join(site, 'api', '_docs-widgets'), {recursive: true});
      await mkdir(join(site, '_docs-widgets'), {recursive: true});
      await writeFile(join(site, 'index.html'), '<html><head><title>T</title></head><body></body></html>');
      await writeFile(join(site, 'api', 'clean.html'), '<html><HEAD><title>C</title></HEAD><body></body></html>');
      await writeFile(join(site, 'fragment.html'), '<p>no head</p>');
      await writeFile(join(site, '_docs-widgets', 'x.html'), '<html><head></head></html>');
      assert.equal(await markIndexedPages(site, join(site, '_docs-widgets')), 2);
      assert.equal(await markIndexedPages(site, join(site, '_docs-widgets')), 2);
      const page = await readFile(join(site, 'api', 'clean.html'), 'utf8');
      assert.equal(page.match(/docs-widgets-index/g)?.length, 1);
      assert.equal(await readFile(join(site, 'fragment.html'), 'utf8'), '<p>no head</p>');
      assert.equal(await readFile(join(site, '_docs-widgets', 'x.html'), 'utf8'), '<html><head></head></html>');
      assert.equal(markedIndex(doc(page), 'http://h/v1/'), 'http://h/v1/_docs-widgets/');
    } finally {
      await rm(site, {recursive: true, force: true});
    }
  });

  test('read back: no mark, no built index; a mark naming another origin is ignored', () => {
    assert.equal(markedIndex(doc('<html><head></head></html>'), 'http://h/'), undefined);
    assert.equal(markedIndex(doc(markPage('<html><head></head></html>', 'search/')!), 'http://h/docs/'), 'http://h/docs/search/');
    assert.equal(markedIndex(doc('<html><head><meta name="docs-widgets-index" content="https://evil.example/x/"></head></html>'),
      'http://h/'), undefined);
  });
});
