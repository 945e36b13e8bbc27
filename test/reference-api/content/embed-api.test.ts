import {expect} from '@open-wc/testing';
import {createReferenceApi} from '../../../src/reference-api/index.js';
import type {Dataset} from '../../../src/reference-api/dataset.js';
import {EMBED_PAGES} from './fixtures/embed-pages.js';
import {ORIGIN, getJson} from './helpers.js';

const DOCS = `${ORIGIN}/docs/embed-test/en/latest/`;

function dataset(): Dataset {
  return {
    users: [{username: 'owner', tokens: ['owner-token']}],
    projects: [
      {slug: 'embed-test', users: ['owner'], default_version: 'latest', versions: [
        {slug: 'latest', pages: EMBED_PAGES},
        {slug: 'private', privacy_level: 'private', pages: EMBED_PAGES},
        {slug: 'old', active: false, built: false, pages: EMBED_PAGES},
      ]},
    ],
  };
}

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

function embed(api = createReferenceApi({data: dataset()}), url: string, extra = '', headers: Record<string, string> = {}) {
  return getJson(api, `/api/v3/embed/?url=${encodeURIComponent(url)}${extra}`, headers);
}

describe('embed v3', () => {
  const api = createReferenceApi({data: dataset()});

  it('returns the element a fragment names, keys in declaration order', async () => {
    const {status, body} = await embed(api, `${DOCS}index.html#sub-title`);
    expect(status).to.equal(200);
    expect(Object.keys(body)).to.deep.equal(['url', 'fragment', 'content', 'external']);
    expect(body.url).to.equal(`${DOCS}index.html#sub-title`);
    expect(body.fragment).to.equal('sub-title');
    expect(body.external).to.equal(false);
    const section = parse(body.content).firstElementChild;
    expect(section?.localName).to.equal('section');
    expect(section?.id).to.equal('sub-title');
    expect(section?.querySelector('h2')?.textContent).to.equal('Sub-title¶');
  });

  it('with doctool=sphinx, an empty target span gives its section; without, the span itself', async () => {
    const sphinx = await embed(api, `${DOCS}index.html#manual-reference`, '&doctool=sphinx');
    expect(parse(sphinx.body.content).firstElementChild?.id).to.equal('manual-reference-section');
    expect(sphinx.body.content).to.contain('Manual Reference Section');
    const plain = await embed(api, `${DOCS}index.html#manual-reference`);
    expect(plain.body.content).to.equal('<span id="manual-reference"></span>');
  });

  it('with doctool=sphinx, a glossary term gives its dl with only that term and its definition', async () => {
    const {body} = await embed(api, `${DOCS}glossary.html#term-Read-the-Docs`, '&doctool=sphinx');
    const dl = parse(body.content).firstElementChild as Element;
    expect(dl.localName).to.equal('dl');
    expect(dl.className).to.equal('simple glossary');
    expect([...dl.children].map((child) => child.localName)).to.deep.equal(['dt', 'dd']);
    expect(dl.querySelector('dt')?.id).to.equal('term-Read-the-Docs');
    expect(dl.querySelector('dd')?.textContent?.trim()).to.equal('Best company ever.');
    expect(body.content).not.to.contain('alphabetical list');
  });

  it('with doctool=sphinx, a citation gives its dl with only that entry', async () => {
    const {body} = await embed(api, `${DOCS}bibtex-cite.html#id2`, '&doctool=sphinx');
    const dl = parse(body.content).firstElementChild as Element;
    expect(dl.className).to.equal('citation');
    expect(dl.children).to.have.length(2);
    expect(dl.textContent).to.contain('Radically Elementary Probability Theory');
    expect(dl.textContent).not.to.contain('Another citation');
  });

  it('with doctool=sphinx, another dt (a confval) gives the whole dl', async () => {
    const {body} = await embed(api, `${DOCS}configuration.html#confval-config1`, '&doctool=sphinx');
    const dl = parse(body.content).firstElementChild as Element;
    expect(dl.className).to.equal('std confval');
    expect(dl.textContent).to.contain('This the description for config1');
    const bare = await embed(api, `${DOCS}configuration.html#confval-config1`);
    expect(parse(bare.body.content).firstElementChild?.localName).to.equal('dt');
  });

  it('with doctool=sphinx, a dt whose dl has no class is an error', async () => {
    const answer = await embed(api, `${DOCS}configuration.html#plain-term`, '&doctool=sphinx');
    expect(answer.status).to.equal(400);
    expect(answer.body).to.have.key('error');
  });

  it('without a fragment returns the main content: maincontent, [role=main], main, the first h1\'s parent', async () => {
    const main = await embed(api, `${DOCS}chapter-i.html`);
    expect(main.body.fragment).to.equal(null);
    expect(parse(main.body.content).firstElementChild?.getAttribute('role')).to.equal('main');
    const selected = await embed(api, `${DOCS}chapter-i.html`, '&maincontent=%23section-i');
    expect(parse(selected.body.content).firstElementChild?.id).to.equal('section-i');
    const bare = await embed(api, `${DOCS}no-main.html`);
    expect(parse(bare.body.content).firstElementChild?.id).to.equal('wrap');
    const invalid = await embed(api, `${DOCS}chapter-i.html`, '&maincontent=%5B%5B');
    expect(invalid.status).to.equal(404);
    expect(invalid.body).to.deep.equal({error: `Can't find content for section: url=${DOCS}chapter-i.html fragment=None maincontent=[[`});
  });

  it('makes relative links absolute against the page URL, keeping .., leaving rooted and absolute ones', async () => {
    const {body} = await embed(api, `${DOCS}index.html#manual-reference-section`);
    const section = parse(body.content);
    const hrefs = [...section.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.deep.equal([
      `${DOCS}index.html#manual-reference-section`,
      `${DOCS}index.html#manual-reference`,
      `${DOCS}chapter-i.html#section-i`,
      `${DOCS}../other/page.html`,
      '/rooted.html',
      'https://example.org/x',
    ]);
    expect(section.querySelector('img')?.getAttribute('src')).to.equal(`${DOCS}_images/logo.png`);
  });

  it('finds dir/ as dir/index.html and decodes %20', async () => {
    expect((await embed(api, `${DOCS}guide/`)).body.content).to.contain('The guide index.');
    const spaced = await embed(api, `${DOCS}my%20page.html#spaced`);
    expect(spaced.status).to.equal(200);
    expect(spaced.body.content).to.contain('A file name with a space.');
  });

  it('answers the documented errors', async () => {
    const cases: Array<[string, number, string]> = [
      ['/api/v3/embed/', 400, 'Invalid arguments. Please provide "url".'],
      ['/api/v3/embed/?url=not-a-url', 400, 'The URL requested is malformed. url=not-a-url'],
      [`/api/v3/embed/?url=${encodeURIComponent('https://evil.example/x.html')}`, 400, 'External domain not allowed. domain=evil.example'],
      [`/api/v3/embed/?url=${encodeURIComponent('https://docs.python.org/3/library/os.html#os.path')}`, 400,
        'There was an error reading the URL requested. url=https://docs.python.org/3/library/os.html#os.path'],
      [`/api/v3/embed/?url=${encodeURIComponent(`${DOCS}missing.html#x`)}`, 404,
        `Can't find content for section: url=${DOCS}missing.html#x fragment=x maincontent=None`],
      [`/api/v3/embed/?url=${encodeURIComponent(`${DOCS}index.html#nope`)}`, 404,
        `Can't find content for section: url=${DOCS}index.html#nope fragment=nope maincontent=None`],
      [`/api/v3/embed/?url=${encodeURIComponent(`${ORIGIN}/docs/embed-test/en/old/index.html`)}`, 404,
        `Can't find content for section: url=${ORIGIN}/docs/embed-test/en/old/index.html fragment=None maincontent=None`],
    ];
    for (const [path, status, message] of cases) {
      const answer = await getJson(api, path);
      expect(answer.status, path).to.equal(status);
      expect(answer.body, path).to.deep.equal({error: message});
    }
  });

  it('limits requests per allowed external domain to 50 a minute', async () => {
    let now = 0;
    const limited = createReferenceApi({data: dataset(), now: () => now});
    const url = 'https://numpy.org/doc/stable/index.html';
    for (let index = 0; index < 50; index++) expect((await embed(limited, url)).status).to.equal(400);
    const over = await embed(limited, url);
    expect(over.status).to.equal(429);
    expect(over.body).to.deep.equal({error: 'Too many requests for this domain. domain=numpy.org'});
    now += 60_001;
    expect((await embed(limited, url)).status).to.equal(400);
  });

  it('refuses a private version to those who cannot see it (business deployment)', async () => {
    const business = createReferenceApi({data: dataset(), business: true});
    const url = `${ORIGIN}/docs/embed-test/en/private/index.html#title`;
    const anonymous = await embed(business, url);
    expect(anonymous.status).to.equal(403);
    const owner = await embed(business, url, '', {authorization: 'Token owner-token'});
    expect(owner.status).to.equal(200);
  });
});

describe('embed v2', () => {
  const api = createReferenceApi({data: dataset()});

  it('returns the section by project, doc and section with the page headers', async () => {
    const {status, body} = await getJson(api, '/api/v2/embed/?project=embed-test&version=latest&doc=index&section=sub-title');
    expect(status).to.equal(200);
    expect(Object.keys(body)).to.deep.equal(['content', 'headers', 'url', 'meta']);
    expect(body.content).to.have.length(1);
    expect(parse(body.content[0]).firstElementChild?.id).to.equal('sub-title');
    expect(body.headers).to.deep.equal([
      {Title: '#title'}, {'Sub-title': '#sub-title'}, {'Manual Reference Section': '#manual-reference-section'},
    ]);
    expect(body.url).to.equal(`${DOCS}index.html`);
    expect(body.meta).to.deep.equal({project: 'embed-test', version: 'latest', doc: 'index', section: 'sub-title'});
  });

  it('accepts path or url, and defaults the version to latest', async () => {
    const byPath = await getJson(api, '/api/v2/embed/?project=embed-test&path=glossary.html&section=term-RTD');
    expect(byPath.status).to.equal(200);
    expect(byPath.body.content[0]).to.contain('Best company ever.');
    const byUrl = await getJson(api, `/api/v2/embed/?url=${encodeURIComponent(`${DOCS}chapter-i.html#section-i`)}`);
    expect(byUrl.body.meta).to.deep.include({section: 'section-i', doc: 'chapter-i'});
  });

  it('answers 400 without arguments and 404 for a missing section', async () => {
    const missing = await getJson(api, '/api/v2/embed/?project=embed-test');
    expect(missing.status).to.equal(400);
    expect(missing.body).to.deep.equal({error: 'Invalid Arguments. Please provide "url" or "section" and "path" GET arguments.'});
    const notFound = await getJson(api, '/api/v2/embed/?project=embed-test&doc=index&section=nope');
    expect(notFound.status).to.equal(404);
    expect(notFound.body).to.deep.equal({error: "Can't find content for section: doc=index path= section=nope"});
  });
});
