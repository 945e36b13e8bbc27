import {expect} from '@open-wc/testing';
import {cases, MKDOCS_PAGE, SPHINX_PAGE} from './section-cases.js';

async function load(path: string): Promise<string> {
  const response = await fetch(`/${path}`);
  return response.text();
}

describe('docs-model sections (browser DOM)', () => {
  let mkdocsHtml = '';
  let sphinxHtml = '';
  before(async () => {
    [mkdocsHtml, sphinxHtml] = await Promise.all([load(MKDOCS_PAGE), load(SPHINX_PAGE)]);
    expect(mkdocsHtml).to.include('md-main');
  });
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
  for (const [name, run] of cases) {
    it(name, () => run({mkdocs: () => parse(mkdocsHtml), sphinx: () => parse(sphinxHtml)}));
  }
});
