/**
 * Versions files of static sites (mike's versions.json, pydata's switcher.json): read as data, URLs kept only when
 * http(s), the current version from the page's URL, a broken file a typed error.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseHTML} from 'linkedom';
import {detectStaticSite} from '../../src/sources/static/detect.js';
import {VersionsFileError, currentVersion, readVersionsFile} from '../../src/sources/static/versions-files.js';

const MIKE = 'https://example.org/docs/versions.json';
const PYDATA = 'https://example.org/_static/switcher.json';

describe('static versions files', () => {
  it("reads mike's versions.json: each version below the file's folder, latest as the default", () => {
    const data = readVersionsFile('mike', JSON.stringify([
      {version: '2.0', title: '2.0 (beta)', aliases: ['latest']},
      {version: '1.0', title: '1.0', aliases: []},
      {version: '../evil', title: 'x', aliases: []},
      {title: 'no version'},
    ]), MIKE);
    assert.deepEqual(data.versions.map((version) => [version.slug, version.name, version.url, version.type]), [
      ['2.0', '2.0 (beta)', 'https://example.org/docs/2.0/', 'tag'],
      ['1.0', '1.0', 'https://example.org/docs/1.0/', 'tag'],
    ]);
    assert.equal(data.defaultVersion, '2.0');
    assert.equal(currentVersion(data, 'https://example.org/docs/1.0/guide/', MIKE), '1.0');
    // mike serves an alias as a folder of its own.
    assert.equal(currentVersion(data, 'https://example.org/docs/latest/guide/', MIKE), '2.0');
  });

  it("reads pydata's switcher.json: own URLs (http(s) only), preferred as the default, version_match first", () => {
    const data = readVersionsFile('pydata', JSON.stringify([
      {version: 'dev', url: 'https://example.org/dev/'},
      {version: '2.1', url: 'https://example.org/2.1', name: '2.1 (stable)', preferred: true},
      {version: 'x', url: 'javascript:alert(1)'},
      {version: 'y', url: 'data:text/html,hi'},
    ]), PYDATA);
    assert.deepEqual(data.versions.map((version) => [version.slug, version.name, version.url]), [
      ['dev', 'dev', 'https://example.org/dev/'],
      ['2.1', '2.1 (stable)', 'https://example.org/2.1/'],
    ]);
    assert.equal(data.defaultVersion, '2.1');
    assert.equal(currentVersion(data, 'https://example.org/2.1/api.html', PYDATA), '2.1');
    assert.equal(currentVersion(data, 'https://example.org/other.html', PYDATA, 'dev'), 'dev');
  });

  it('a broken or empty file is a VersionsFileError', () => {
    assert.throws(() => readVersionsFile('mike', '[{"version": ', MIKE), VersionsFileError);
    assert.throws(() => readVersionsFile('mike', '{"versions": []}', MIKE), VersionsFileError);
    assert.throws(() => readVersionsFile('pydata', '[]', PYDATA), VersionsFileError);
  });
});

describe('detecting a static Sphinx or MkDocs page', () => {
  const page = (html: string, url: string) => {
    const {document} = parseHTML(html);
    Object.defineProperty(document, 'URL', {value: url});
    return document as unknown as Document;
  };

  it('Sphinx: the root from documentation_options.js', () => {
    const site = detectStaticSite(page('<html><head><script id="documentation_options" data-url_root="../" ' +
      'src="../_static/documentation_options.js"></script></head><body></body></html>', 'http://h/py/library/json.html'));
    assert.equal(site?.doctype, 'sphinx');
    assert.equal(site?.root, 'http://h/py/');
  });

  it('mkdocs-material: the root from __config, mike from its version provider', () => {
    const site = detectStaticSite(page('<html><head><meta name="generator" content="mkdocs-1.4.2, mkdocs-material-8.2.5">' +
      '</head><body><script id="__config" type="application/json">{"base": "..", "version": {"provider": "mike"}}</script>' +
      '</body></html>', 'http://h/2.0/guide/'));
    assert.equal(site?.doctype, 'mkdocs');
    assert.equal(site?.root, 'http://h/2.0/');
    assert.deepEqual(site?.versionsFile, {kind: 'mike', url: 'http://h/versions.json',
      by: 'mike (extra.version.provider in mkdocs.yml)'});
  });

  it('MkDocs without mike names no versions file: nothing is asked for (no /versions.json 404 on every page)', () => {
    const material = detectStaticSite(page('<html><head><meta name="generator" content="mkdocs-1.4.2, mkdocs-material-8.2.5">' +
      '</head><body><script id="__config" type="application/json">{"base": ".."}</script></body></html>', 'http://h/guide/'));
    assert.equal(material?.doctype, 'mkdocs');
    assert.equal(material?.versionsFile, undefined);
    const plain = detectStaticSite(page('<html><head><meta name="generator" content="mkdocs-1.4.2"></head><body></body></html>',
      'http://h/guide/'));
    assert.equal(plain?.versionsFile, undefined);
    // mike's plugin adds its version selector to themes other than Material: that says the file is there.
    const mike = detectStaticSite(page('<html><head><meta name="generator" content="mkdocs-1.4.2"></head><body>' +
      '<script src="../../js/version-select.js"></script></body></html>', 'http://h/1.0/guide/'));
    assert.equal(mike?.versionsFile?.kind, 'mike');
  });

  it('a relative versions URL is the same file from every page: resolved against the site root, not the page', () => {
    const sphinx = (path: string, depth: string) => detectStaticSite(page('<html><head><script id="documentation_options" ' +
      `src="${depth}_static/documentation_options.js"></script></head><body></body></html>`, `http://h/v1/${path}`),
    {versionsUrl: '../switcher.json'});
    assert.equal(sphinx('index.html', '')?.versionsFile?.url, 'http://h/switcher.json');
    assert.equal(sphinx('api/clean.html', '../')?.versionsFile?.url, 'http://h/switcher.json');
    assert.equal(sphinx('api/deeper/more.html', '../../')?.versionsFile?.url, 'http://h/switcher.json');
  });

  it("pydata's relative json_url is resolved against the site root, as the theme does", () => {
    const {document} = parseHTML('<html><head><script id="documentation_options" src="../_static/documentation_options.js">' +
      '</script></head><body></body></html>');
    Object.defineProperty(document, 'URL', {value: 'http://h/v1/api/clean.html'});
    Object.defineProperty(document, 'defaultView', {value: {DOCUMENTATION_OPTIONS: {theme_switcher_json_url: '_static/switcher.json'}}});
    const site = detectStaticSite(document as unknown as Document);
    assert.equal(site?.versionsFile?.url, 'http://h/v1/_static/switcher.json');
  });

  it('a page of neither is not a static site; a configured versions URL wins', () => {
    assert.equal(detectStaticSite(page('<html><head></head><body><h1>x</h1></body></html>', 'http://h/a.html')), undefined);
    const site = detectStaticSite(page('<html><head><meta name="generator" content="mkdocs-1.4"></head><body></body></html>',
      'http://h/guide/'), {versionsUrl: '/switcher.json'});
    assert.deepEqual(site?.versionsFile, {kind: undefined, url: 'http://h/switcher.json', by: 'data-versions-url (versionsUrl)'});
  });
});
