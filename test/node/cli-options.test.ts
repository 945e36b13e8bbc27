import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {USAGE, UsageError, parseArguments, parseDocsOption, parseLanguageOption, slugFromDir} from '../../src/cli/options.js';
import {serviceLanguage} from '../../src/cli/site-language.js';
import {injectWidgets} from '../../src/cli/site-handler.js';

describe('serve options', () => {
  test('--help names no source file (npm users have dist/ only) and every description starts in one column', () => {
    assert.doesNotMatch(USAGE, /src\//);
    const options = USAGE.split('\n').filter((line) => /^ {2}-/.test(line));
    assert.ok(options.length >= 9);
    for (const line of options) assert.match(line, /^ {2}\S.{26} \S/, line);
  });

  test('defaults', () => {
    assert.deepEqual(parseArguments(['serve']), {kind: 'serve', options: {
      port: 8080, apiPort: undefined, singleOrigin: false, host: '127.0.0.1', data: undefined, docs: [], languages: [], tokens: [], business: false, latencyMs: 0, faults: [], indexCache: undefined,
    }});
  });

  test('every option, separate and inline values, repeatable ones in order', () => {
    const parsed = parseArguments(['serve', '--port=0', '--host', '::1', '--data', 'd.json', '--docs', 'a/1.0=x',
      '--docs=y', '--token', 'alice=s1', '--token=bob=s2', '--business', '--latency', '250',
      '--fault', '/api/v3/search/=status:429,retry-after:5', '--fault=re:q=guide=hang,times:2', '--api-port', '9000',
      '--single-origin', '--index-cache', 'off', '--language', 'ja', '--language=a=pt_BR']);
    assert.deepEqual(parsed, {kind: 'serve', options: {
      port: 0, apiPort: 9000, singleOrigin: true, host: '::1', data: 'd.json',
      docs: [{slug: 'a', version: '1.0', dir: 'x'}, {slug: 'y', version: 'latest', dir: 'y'}],
      languages: [{slug: undefined, code: 'ja'}, {slug: 'a', code: 'pt-br'}],
      tokens: [{user: 'alice', token: 's1'}, {user: 'bob', token: 's2'}], business: true, latencyMs: 250,
      faults: [
        {pattern: '/api/v3/search/', fault: {status: 429, retryAfter: 5}},
        {pattern: /q=guide/, fault: {hang: true, times: 2}},
      ],
      indexCache: false,
    }});
    assert.equal(parseArguments(['serve', '--index-cache=/tmp/c']).kind === 'serve' &&
      (parseArguments(['serve', '--index-cache=/tmp/c']) as {options: {indexCache: unknown}}).options.indexCache, '/tmp/c');
  });

  test('help', () => {
    assert.deepEqual(parseArguments([]), {kind: 'help'});
    assert.deepEqual(parseArguments(['serve', '--help']), {kind: 'help'});
    assert.deepEqual(parseArguments(['serve', '-h']), {kind: 'help'});
  });

  test('--docs [SLUG[/VERSION]=]DIR', () => {
    assert.deepEqual(parseDocsOption('/usr/share/doc/Sphinx Doc/'), {slug: 'sphinx-doc', version: 'latest', dir: '/usr/share/doc/Sphinx Doc/'});
    assert.deepEqual(parseDocsOption('sphinx=/d'), {slug: 'sphinx', version: 'latest', dir: '/d'});
    assert.deepEqual(parseDocsOption('sphinx/5.3=/d=x'), {slug: 'sphinx', version: '5.3', dir: '/d=x'});
    assert.throws(() => parseDocsOption('Bad Slug=/d'), UsageError);
    assert.throws(() => parseDocsOption('a/b/c=/d'), UsageError);
    assert.throws(() => parseDocsOption('a='), /missing directory/);
    assert.equal(slugFromDir('html'), 'html');
  });

  test('--language [SLUG=]LANG in the hosting service’s form; a language it does not know is refused', () => {
    assert.deepEqual(parseLanguageOption('zh_CN'), {slug: undefined, code: 'zh-cn'});
    assert.deepEqual(parseLanguageOption('sphinx=ja-JP'), {slug: 'sphinx', code: 'ja'});
    assert.throws(() => parseLanguageOption('klingon'), /--language klingon: expected \[SLUG=\]LANG with a language the hosting service knows/);
    assert.throws(() => parseLanguageOption('Bad Slug=ja'), UsageError);
    for (const [tag, code] of [['en', 'en'], ['en-US', 'en'], ['pt-BR', 'pt-br'], ['pt_PT', 'pt'], ['zh', 'zh-cn'],
      ['zh-Hans', 'zh-cn'], ['zh-Hant-TW', 'zh-tw'], ['zh_TW', 'zh-tw'], ['nb', 'nb-no'], ['uk-UA', 'uk-ua'], ['de-AT', 'de']] as const) {
      assert.equal(serviceLanguage(tag), code, tag);
    }
    assert.equal(serviceLanguage('None'), undefined);
    assert.equal(serviceLanguage('xx'), undefined);
  });

  test('bad values are usage errors naming the option', () => {
    assert.throws(() => parseArguments(['serve', '--port', '70000']), /--port 70000: expected a whole number from 0 to 65535/);
    assert.throws(() => parseArguments(['serve', '--latency', '-5']), /--latency -5: expected a whole number/);
    assert.throws(() => parseArguments(['serve', '--latency', '--business']), /--latency needs a value/);
    assert.throws(() => parseArguments(['serve', '--host']), /--host needs a value/);
    assert.throws(() => parseArguments(['serve', '--token', '=x']), /expected USER=TOKEN/);
    assert.throws(() => parseArguments(['serve', '--business=yes']), /--business takes no value/);
    assert.throws(() => parseArguments(['serve', 'extra']), /unknown option "extra"/);
    assert.throws(() => parseArguments(['serve', '--fault', '/api/v3/=status:99']), /^UsageError: --fault \/api\/v3\/=status:99: .*expected PATTERN=KIND/);
  });
});

describe('widget injection', () => {
  test('adds the meta tags and the module script before </head>', () => {
    const html = injectWidgets('<html><head><title>T</title></head><body></body></html>', 'my-proj', '1.0', '/guide/a.html');
    assert.equal(html, '<html><head><title>T</title><meta name="readthedocs-project-slug" content="my-proj">\n' +
      '<meta name="readthedocs-version-slug" content="1.0">\n<meta name="readthedocs-resolver-filename" content="/guide/a.html">\n' +
      '<meta name="readthedocs-http-status" content="200">\n<script type="module" async src="/_/docs-widgets/docs-widgets.js"></script>\n' +
      '</head><body></body></html>');
  });

  test('keeps meta tags a page already has and escapes attribute values', () => {
    const html = injectWidgets('<head><meta name="readthedocs-project-slug" content="x"></HEAD>', 'a"b', 'v');
    assert.equal((html.match(/readthedocs-project-slug/g) ?? []).length, 1);
    assert.match(html, /<meta name="readthedocs-version-slug" content="v">/);
    assert.doesNotMatch(injectWidgets('<head></head>', 'a"b<', 'v'), /content="a"b/);
  });
});
