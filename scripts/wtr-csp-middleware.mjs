// Strict CSP and required Trusted Types, only on fixture pages: the runner's own page uses inline scripts.
export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html dompurify docs-widgets',
].join('; ');

export async function strictCspMiddleware(context, next) {
  await next();
  if (/^\/test\/fixtures\/csp\/[^/]+\.html$/.test(context.path)) {
    context.set('Content-Security-Policy', STRICT_CSP);
  }
}
