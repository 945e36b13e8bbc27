/**
 * The search worker reads Sphinx pages for snippets without htmlparser2's entity decoding and its table of every
 * reference name (src/sources/static/page-text-entities.ts): on every page of the real Sphinx-built docs here, the
 * page model it gets is the one the full decoding gives.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {parseLiteHtml} from '../../src/reference-api/content/lite-html.js';
import {extractPage} from '../../src/reference-api/content/page-model.js';
import {decodePageText} from '../../src/sources/static/page-text-entities.js';

describe('the worker\'s decoding of character references', () => {
  test('decodes numeric references and the names Sphinx writes; leaves the rest as written', () => {
    assert.equal(decodePageText('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#x27; &#8217;&#X2014;'), 'a & b <c> "d" \'e\' \u2019\u2014');
    assert.equal(decodePageText('&nbsp;&para;&hellip;&copy;'), '\u00a0\u00b6\u2026\u00a9');
    assert.equal(decodePageText('&#0; &#xD800; &#x110000;'), '\ufffd \ufffd \ufffd');
    assert.equal(decodePageText('&#169 and &amp'), '\u00a9 and &amp');
    assert.equal(decodePageText('&unknownname; &constructor; &toString;'), '&unknownname; &constructor; &toString;');
    assert.equal(decodePageText('R&D, a && b'), 'R&D, a && b');
  });

  for (const [name, root] of [['Sphinx', '/usr/share/doc/sphinx-doc/html'], ['Python 3.11', '/usr/share/doc/python3.11/html']] as const) {
    test(`gives the same page model as full decoding on every page of the ${name} docs`, {skip: existsSync(root) ? false : `${root} is missing`}, () => {
      const pages = readdirSync(root, {recursive: true}).map(String).filter((path) => path.endsWith('.html'));
      assert.ok(pages.length > 50, `${pages.length} pages`);
      for (const path of pages) {
        const html = readFileSync(join(root, path), 'utf8');
        assert.deepEqual(extractPage(parseLiteHtml(html, {decode: decodePageText}), 'sphinx'), extractPage(parseLiteHtml(html), 'sphinx'), path);
      }
    });
  }
});
