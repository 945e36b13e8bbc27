import {expect, waitUntil} from '@open-wc/testing';
import {DocsApiClient} from '../../src/api/client.js';
import {HttpError} from '../../src/api/errors.js';
import {
  clearVersionDataMemory,
  loadVersionData,
  versionDataKey,
  type VersionDataRequest,
} from '../../src/versions/version-data.js';
import {API_BASE, docsUrl, pixelDataset, referenceApi, type LoggedApi} from '../elements/version-switcher/fixtures.js';

const PAGE = docsUrl('pixel', 'en', 'latest', 'index.html');

function request(logged: LoggedApi, extra: Partial<VersionDataRequest> = {}): VersionDataRequest {
  return {
    client: new DocsApiClient({apiBase: API_BASE, fetch: logged.fetch}),
    apiBase: API_BASE,
    apiVersion: 3,
    project: 'pixel',
    pageUrl: PAGE,
    ...extra,
  };
}

/**
 * Runs `body` with Web Storage throwing on every call, as in a sandboxed frame or over quota. Its methods are replaced
 * rather than `window.sessionStorage` itself: WebKit keeps answering the real object after a redefinition.
 */
async function withoutStorage<T>(body: () => Promise<T>): Promise<T> {
  const {getItem, setItem, removeItem} = Storage.prototype;
  const deny = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  Object.assign(Storage.prototype, {getItem: deny, setItem: deny, removeItem: deny});
  try {
    return await body();
  } finally {
    Object.assign(Storage.prototype, {getItem, setItem, removeItem});
  }
}

describe('version data', () => {
  it('loads the project, every page of active versions, and the languages with their version roots', async () => {
    const logged = referenceApi();
    const data = await loadVersionData(request(logged));
    expect(data.defaultVersion).to.equal('stable');
    expect(data.language).to.deep.equal({code: 'en', name: 'English'});
    expect(data.versions).to.have.length(137, 'all active versions, the hidden one included');
    expect(data.versions.find((version) => version.slug === 'secret-preview')?.hidden).to.be.true;
    expect(data.versions.find((version) => version.slug === '0.9')).to.equal(undefined);
    expect(data.versions.find((version) => version.slug === 'stable')?.aliases).to.deep.equal(['2.1']);
    expect(data.languages).to.have.length(1);
    expect(data.languages[0]).to.deep.include({code: 'es'});
    expect(data.languages[0]?.versions['2.1']).to.equal(docsUrl('pixel', 'es', '2.1'));
  });

  it('shares one request between callers, and keeps the answer for the session', async () => {
    const logged = referenceApi();
    const [a, b] = await Promise.all([loadVersionData(request(logged)), loadVersionData(request(logged))]);
    expect(a).to.equal(b);
    const requests = logged.log.length;
    expect(sessionStorage.getItem(versionDataKey(API_BASE, 3, 'pixel'))).to.be.a('string');
    clearVersionDataMemory();
    const fromSession = await loadVersionData(request(logged));
    expect(logged.log.length).to.equal(requests);
    expect(fromSession).to.deep.equal(a);
  });

  it('uses a stale stored answer at once and refreshes it in the background for the next page', async () => {
    const logged = referenceApi(pixelDataset({tags: []}));
    let clock = 1_000_000;
    const now = () => clock;
    const first = await loadVersionData(request(logged, {now}));
    const requests = logged.log.length;
    clearVersionDataMemory();
    clock += 5 * 60_000;
    await loadVersionData(request(logged, {now}));
    expect(logged.log.length).to.equal(requests, 'fresh enough: no request');
    clearVersionDataMemory();
    clock += 6 * 60_000;
    const stale = await loadVersionData(request(logged, {now}));
    expect(stale).to.deep.equal(first, 'the stale answer, at once');
    await waitUntil(() => {
      const raw = sessionStorage.getItem(versionDataKey(API_BASE, 3, 'pixel'));
      return raw !== null && (JSON.parse(raw) as {savedAt: number}).savedAt === clock;
    }, 'refreshed in the background');
    expect(logged.log.length).to.be.greaterThan(requests);
  });

  it('keys the cache by API base, API version and project', async () => {
    const logged = referenceApi();
    await loadVersionData(request(logged));
    const requests = logged.log.length;
    await loadVersionData(request(logged, {project: 'pixel-plugins'}));
    expect(logged.log.length).to.be.greaterThan(requests);
    const other = 'http://other.test';
    await loadVersionData(request(logged, {apiBase: other, client: new DocsApiClient({apiBase: other, fetch: logged.fetch})}));
    expect(logged.log.length).to.be.greaterThan(requests + 1);
  });

  it('asks again on refresh, and after a failure (failures are not kept)', async () => {
    const logged = referenceApi();
    logged.api.faults.set('/api/v3/projects/pixel/versions/', {status: 503, times: 1});
    const failure = await loadVersionData(request(logged)).catch((error: unknown) => error);
    expect(failure).to.be.instanceOf(HttpError);
    const data = await loadVersionData(request(logged));
    expect(data.versions.length).to.equal(137);
    const requests = logged.log.length;
    await loadVersionData(request(logged, {refresh: true}));
    expect(logged.log.length).to.be.greaterThan(requests);
  });

  it('lets one caller stop waiting without cancelling the request another caller waits for', async () => {
    const logged = referenceApi();
    const controller = new AbortController();
    const first = loadVersionData(request(logged, {signal: controller.signal}));
    const second = loadVersionData(request(logged));
    controller.abort(new DOMException('gone', 'AbortError'));
    const aborted = await first.catch((error: unknown) => error);
    expect((aborted as DOMException).name).to.equal('AbortError');
    expect((await second).versions.length).to.equal(137);
  });

  it('works without usable storage, and ignores garbage stored under its key', async () => {
    const logged = referenceApi();
    const data = await withoutStorage(() => loadVersionData(request(logged)));
    expect(data.versions.length).to.equal(137);
    expect(sessionStorage.getItem(versionDataKey(API_BASE, 3, 'pixel')), 'nothing kept').to.equal(null);
    clearVersionDataMemory();
    sessionStorage.setItem(
      versionDataKey(API_BASE, 3, 'pixel'),
      JSON.stringify({savedAt: Date.now(), data: {project: 'pixel', versions: [{slug: 'x', url: 'javascript:alert(1)'}]}}),
    );
    const fresh = await loadVersionData(request(logged));
    expect(fresh.versions.length).to.equal(137);
  });

  it('drops versions whose documentation URL is not http(s)', async () => {
    const logged = referenceApi(pixelDataset({tags: ['1.0.0']}));
    // The real reference API, with one field of its answer made hostile on the way out.
    const hostile: LoggedApi = {
      ...logged,
      fetch: async (req) => {
        const response = await logged.fetch(req);
        if (!new URL(req.url).pathname.endsWith('/pixel/versions/')) return response;
        const body = (await response.json()) as {results: Array<{slug: string; urls: {documentation: string}}>};
        for (const version of body.results) {
          if (version.slug === '2.0') version.urls.documentation = 'javascript:alert(1)';
        }
        return new Response(JSON.stringify(body), {status: response.status, headers: response.headers});
      },
    };
    const data = await loadVersionData(request(hostile));
    expect(data.versions.map((version) => version.slug)).to.not.include('2.0');
    expect(data.versions.every((version) => version.url.startsWith('http://docs.test/'))).to.be.true;
  });
});
