/**
 * The hosting service's cross-site rules for its dashboard API (`docs/user/api/cross-site-requests.rst` upstream;
 * production-topology.md §3): a page on a docs domain may read only these endpoints from another origin, and only
 * without credentials. Every other API answer carries no `Access-Control-Allow-Origin`, so the browser keeps it from
 * the page, as it would in production.
 */

const CROSS_SITE_PATHS = ['/api/v2/footer_html/', '/api/v2/search/', '/api/v2/embed/', '/api/v2/sustainability/', '/api/v3/embed/'];

export function allowsCrossSite(pathname: string): boolean {
  return CROSS_SITE_PATHS.includes(pathname);
}

/**
 * Answers a preflight for the allowed paths, or adds the CORS headers to `answer`'s response. No credentials: the
 * origin is `*`, which browsers refuse for credentialed requests.
 */
export async function withCrossSiteRules(request: Request, answer: (request: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  const allowed = allowsCrossSite(url.pathname);
  const isPreflight = request.method === 'OPTIONS' && request.headers.has('access-control-request-method');
  if (isPreflight) {
    if (!allowed) return new Response(null, {status: 200, headers: {vary: 'origin'}});
    return new Response(null, {
      status: 200,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': 'accept, content-type',
        'access-control-max-age': '86400',
        vary: 'origin',
      },
    });
  }
  const response = await answer(request);
  if (!allowed) return response;
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', '*');
  headers.append('vary', 'origin');
  return new Response(response.body, {status: response.status, statusText: response.statusText, headers});
}
