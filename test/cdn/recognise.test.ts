import {expect} from '@open-wc/testing';
import {detectStaticSite} from '../../src/sources/static/detect.js';
import {isStaticSitePage, mayNameVersionsFile} from '../../src/sources/static/recognise.js';

/**
 * The eager part decides "static site" from the markers alone (recognise.ts) and loads the detection later with the
 * widgets: the two must agree on every page, or a static site would get no widgets (or a hosted one a static source).
 */
describe('recognising a static site before the detection loads', () => {
  // A parsed document takes this page's URL (the detection resolves the site's root against it).
  const page = (head: string) => new DOMParser().parseFromString(`<!doctype html><head>${head}</head><body></body>`, 'text/html');

  const cases: Array<[string, string, boolean]> = [
    ['Sphinx, documentation_options script by id', '<script id="documentation_options" data-url_root="./"></script>', true],
    ['Sphinx, documentation_options.js file', '<script src="_static/documentation_options.js"></script>', true],
    ['Sphinx, generator meta only', '<meta name="generator" content="Docutils 0.20: Sphinx 7.2">', true],
    ['MkDocs, generator meta', '<meta name="generator" content="mkdocs-1.6.0, mkdocs-material-9.5">', true],
    ['mkdocs-material config block', '<script id="__config" type="application/json">{"base": ".."}</script>', true],
    ['a config block that is not JSON', '<script id="__config" type="application/json">{"base": </script>', false],
    ['a config block holding a string', '<script id="__config" type="application/json">"x"</script>', false],
    ['another generator', '<meta name="generator" content="Hugo 0.120">', false],
    ['a plain page', '<title>x</title>', false],
  ];

  for (const [name, head, expected] of cases) {
    it(`${name}: ${expected ? 'a static site' : 'not one'}, as the detection says`, () => {
      const doc = page(head);
      expect(isStaticSitePage(doc)).to.equal(expected);
      expect(detectStaticSite(doc) !== undefined).to.equal(expected);
    });
  }

  it("MkDocs' global base_url (a page's own window): a static site, as the detection says", () => {
    const win = window as unknown as {base_url?: unknown};
    expect(isStaticSitePage(document)).to.equal(false);
    win.base_url = '..';
    try {
      expect(isStaticSitePage(document)).to.equal(true);
      expect(detectStaticSite(document)).to.not.equal(undefined);
      win.base_url = '  ';
      expect(isStaticSitePage(document)).to.equal(false);
      expect(detectStaticSite(document)).to.equal(undefined);
    } finally {
      delete win.base_url;
    }
  });
});

/**
 * The eager part asks whether a static page names a versions file before it loads the static source (with the shared
 * chunk) to read it: the two must agree, or a site with versions would get no switcher.
 */
describe('a static page naming a versions file, before the detection loads', () => {
  const page = (head: string) => new DOMParser().parseFromString(`<!doctype html><head>${head}</head><body></body>`, 'text/html');
  const agree = (doc: Document, versionsUrl?: string) => {
    const named = mayNameVersionsFile(doc, versionsUrl);
    expect(named).to.equal(detectStaticSite(doc, {versionsUrl})?.versionsFile !== undefined);
    return named;
  };
  const material = (config: object) => `<script id="__config" type="application/json">${JSON.stringify(config)}</script>`;

  it("mkdocs-material with mike as its version provider: named, as the detection says", () => {
    expect(agree(page(material({base: '..', version: {provider: 'mike'}})))).to.equal(true);
    expect(agree(page(material({base: '..', version: {provider: 'other'}})))).to.equal(false);
    expect(agree(page(material({base: '..'})))).to.equal(false);
  });

  it("another MkDocs theme with mike's version selector script: named", () => {
    expect(agree(page('<meta name="generator" content="mkdocs-1.6.0"><script src="../version-select.js"></script>'))).to.equal(true);
    expect(agree(page('<meta name="generator" content="mkdocs-1.6.0">'))).to.equal(false);
  });

  it('a versions URL in the configuration: named on any static page', () => {
    expect(agree(page('<meta name="generator" content="Sphinx 7.2">'), 'switcher.json')).to.equal(true);
    expect(agree(page('<meta name="generator" content="Sphinx 7.2">'))).to.equal(false);
  });

  it("pydata-sphinx-theme's switcher json_url (DOCUMENTATION_OPTIONS in the page's window): named, blank is not", () => {
    const win = window as unknown as {DOCUMENTATION_OPTIONS?: unknown};
    const meta = Object.assign(document.createElement('meta'), {name: 'generator', content: 'Sphinx 7.2'});
    document.head.append(meta);
    try {
      expect(agree(document)).to.equal(false);
      win.DOCUMENTATION_OPTIONS = {theme_switcher_json_url: 'https://example.org/switcher.json'};
      expect(agree(document)).to.equal(true);
      win.DOCUMENTATION_OPTIONS = {theme_switcher_json_url: '  '};
      expect(agree(document)).to.equal(false);
    } finally {
      delete win.DOCUMENTATION_OPTIONS;
      meta.remove();
    }
  });
});
