import {expect} from '@open-wc/testing';
import {detectStaticSite} from '../../src/sources/static/detect.js';
import {isStaticSitePage} from '../../src/sources/static/recognise.js';

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
