import {expect} from '@open-wc/testing';
import {parseDataset} from '../../../src/reference-api/dataset-schema.js';
import {demoDataset} from '../../../src/reference-api/demo-data/index.js';
import {extractPage} from '../../../src/reference-api/content/page-model.js';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('demo dataset', () => {
  const data = demoDataset();

  it('is a valid dataset', () => {
    expect(() => parseDataset(demoDataset())).not.to.throw();
  });

  it('has versions in every state the widgets care about', () => {
    const pixelkit = data.projects?.find((project) => project.slug === 'pixelkit');
    const versions = new Map(pixelkit?.versions?.map((version) => [version.slug, version]));
    expect([...versions.keys()]).to.include.members(['latest', 'stable', '2.1.0', '2.0.0', '1.9.2', '1.0.0']);
    expect(versions.get('stable')?.ref).to.equal('2.1.0');
    expect(pixelkit?.default_version).to.equal('stable');
    expect([...versions.values()].some((version) => version.hidden && version.active)).to.equal(true);
    expect([...versions.values()].some((version) => version.active === false)).to.equal(true);
    const states = new Set([...versions.values()].flatMap((version) => version.builds ?? []).map((build) => build.state));
    expect([...states]).to.include.members(['finished', 'building', 'cancelled']);
    expect(data.projects?.find((project) => project.translation_of === 'pixelkit')?.language).to.equal('es');
    expect(pixelkit?.subprojects).to.deep.equal([{child: 'pixelkit-plugins', alias: 'plugins'}]);
  });

  it('has a page only newer versions have, for the switcher\'s missing-page fallback', () => {
    const paths = (slug: string) =>
      data.projects?.[0]?.versions?.find((version) => version.slug === slug)?.pages?.map((page) => page.path) ?? [];
    expect(paths('latest')).to.include('guide/gpu.html');
    expect(paths('2.1.0')).not.to.include('guide/gpu.html');
    expect(paths('2.1.0')).to.include('guide/color.html');
    expect(paths('1.0.0')).not.to.include('guide/color.html');
  });

  it('links only to pages and anchors that exist in the same version', () => {
    let checked = 0;
    for (const project of data.projects ?? []) {
      for (const version of project.versions ?? []) {
        const pages = new Map((version.pages ?? []).map((page) => [page.path, parse(page.html)]));
        for (const [path, doc] of pages) {
          for (const link of doc.querySelectorAll('a[href]')) {
            const href = link.getAttribute('href') ?? '';
            if (/^[a-z]+:/.test(href) || href.startsWith('/')) continue;
            const target = new URL(href, `http://x.test/${path}`);
            const targetPath = target.pathname.slice(1);
            const targetDoc = pages.get(targetPath) ?? pages.get(`${targetPath}index.html`);
            expect(targetDoc, `${project.slug}/${version.slug}/${path} → ${href}`).to.exist;
            const fragment = decodeURIComponent(target.hash.slice(1));
            if (fragment) {
              expect(targetDoc?.getElementById(fragment), `${project.slug}/${version.slug}/${path} → ${href}`).to.exist;
            }
            checked++;
          }
        }
      }
    }
    expect(checked).to.be.greaterThan(500);
  });

  it('pages look like Sphinx output: titles, sections, API objects and a glossary', () => {
    const latest = data.projects?.[0]?.versions?.[0]?.pages ?? [];
    const api = latest.find((page) => page.path === 'api.html');
    const model = extractPage(parse(api?.html ?? ''), 'sphinx');
    expect(model.title).to.equal('API reference');
    expect(model.domains.map((object) => object.role)).to.include.members(['py:function', 'py:class', 'py:method', 'py:exception']);
    const glossary = parse(latest.find((page) => page.path === 'glossary.html')?.html ?? '');
    expect(glossary.querySelectorAll('dl.glossary > dt[id]').length).to.be.greaterThan(3);
    for (const page of latest) {
      const doc = parse(page.html);
      expect(doc.querySelectorAll('main section[id] > h1'), page.path).to.have.length(1);
      expect(doc.querySelector('main a.reference.internal'), page.path).to.exist;
    }
  });
});
