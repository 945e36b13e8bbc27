import {expect} from '@open-wc/testing';
import {pageOnly, pagePlace, urlInVersion} from '../../src/versions/page-path.js';

describe('page path', () => {
  it('carries path, query and hash from one version root to another on a real-host layout', () => {
    const place = pagePlace(
      'https://proj.readthedocs.io/en/latest/guide/install.html?highlight=pip#linux',
      'https://proj.readthedocs.io/en/latest/',
    );
    expect(place).to.deep.equal({path: 'guide/install.html', search: '?highlight=pip', hash: '#linux'});
    expect(urlInVersion(place, 'https://proj.readthedocs.io/en/2.1/')).to.equal(
      'https://proj.readthedocs.io/en/2.1/guide/install.html?highlight=pip#linux',
    );
  });

  it('maps between a subproject, a translation and a single-version root without knowing the layout', () => {
    const place = pagePlace(
      'http://127.0.0.1:8000/docs/parent/projects/child/en/1.0/api/',
      'http://127.0.0.1:8000/docs/parent/projects/child/en/1.0/',
    );
    expect(place?.path).to.equal('api/');
    expect(urlInVersion(place, 'http://127.0.0.1:8000/docs/parent/projects/child/es/1.0/')).to.equal(
      'http://127.0.0.1:8000/docs/parent/projects/child/es/1.0/api/',
    );
    expect(urlInVersion(place, 'https://single.example/')).to.equal('https://single.example/api/');
  });

  it('treats the root with or without its trailing slash as the root', () => {
    expect(pagePlace('https://h/en/latest', 'https://h/en/latest/')?.path).to.equal('');
    expect(pagePlace('https://h/en/latest/', 'https://h/en/latest/')?.path).to.equal('');
    expect(urlInVersion({path: '', search: '', hash: ''}, 'https://h/en/2.0')).to.equal('https://h/en/2.0/');
  });

  it('accepts the same path on a custom domain, then the resolver filename, else the place is unknown', () => {
    expect(pagePlace('https://docs.example.org/en/latest/a.html', 'https://proj.readthedocs.io/en/latest/')?.path).to.equal(
      'a.html',
    );
    expect(pagePlace('https://elsewhere.example/x/y.html', 'https://h/en/latest/', '/guide/my page.html')?.path).to.equal(
      'guide/my%20page.html',
    );
    expect(pagePlace('https://elsewhere.example/x/y.html', 'https://h/en/latest/')).to.equal(undefined);
    expect(pagePlace('https://h/en/0.9/a/b.html?q#f', undefined, '/a/b.html')).to.deep.equal({path: 'a/b.html', search: '?q', hash: '#f'});
    expect(pagePlace('https://h/en/0.9/a/b.html', undefined)).to.equal(undefined);
    expect(urlInVersion(undefined, 'https://h/en/2.0/')).to.equal('https://h/en/2.0/');
  });

  // readthedocs/readthedocs.org #10102: on a 404 page the resolver filename is `/404.html`; the URL still says which
  // page the reader asked for, so that one wins.
  it('prefers the page URL over the resolver filename (404 pages)', () => {
    expect(pagePlace('https://h/en/latest/missing/page.html', 'https://h/en/latest/', '/404.html')?.path).to.equal(
      'missing/page.html',
    );
  });

  it('never lets a crafted page path change the scheme or the host of the target', () => {
    const root = 'https://h/en/latest/';
    for (const evil of ['javascript:alert(1)', '/evil.example/x', '//evil.example/x', '%2F%2Fevil.example']) {
      const place = pagePlace(`https://h/en/latest/${evil}`, root);
      const url = new URL(urlInVersion(place, 'https://h/en/2.0/'));
      expect(url.origin, evil).to.equal('https://h');
      expect(url.pathname.startsWith('/en/2.0/'), evil).to.be.true;
    }
    expect(() => urlInVersion(undefined, 'javascript:alert(1)')).to.throw(TypeError);
  });

  it('compares pages without query and fragment', () => {
    expect(pageOnly('https://h/en/1/a.html?x=1#y')).to.equal('https://h/en/1/a.html');
  });
});
