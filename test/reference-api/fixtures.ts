/** A dataset covering every kind of record, and a small request helper for the reference API tests. */

import type {Dataset} from '../../src/reference-api/dataset.js';
import type {ReferenceApi} from '../../src/reference-api/index.js';

export const ORIGIN = 'http://docs.test:8080';
export const SECRET = 'hunter2-secret-value';
export const TOKENS = {ann: 'ann-token', bob: 'bob-token', carol: 'carol-token', dave: 'dave-token'} as const;
export type Role = keyof typeof TOKENS | 'anonymous';

function page(path: string, title: string, body: string): {path: string; title: string; html: string} {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return {
    path,
    title,
    html: `<html><head><title>${title}</title></head><body><main><section id="${id}"><h1>${title}</h1><p>${body}</p>` +
      `<section id="details"><h2>Details</h2><p>More about ${body}. <a href="other.html">other</a></p></section></section></main></body></html>`,
  };
}

export function dataset(): Dataset {
  return {
    users: [
      {username: 'ann', tokens: [TOKENS.ann]},
      {username: 'bob', tokens: [TOKENS.bob]},
      {username: 'carol', tokens: [TOKENS.carol]},
      {username: 'dave', tokens: [TOKENS.dave]},
    ],
    organizations: [
      {
        slug: 'acme',
        name: 'Acme',
        owners: ['carol'],
        teams: [
          {slug: 'docs-admins', access: 'admin', members: ['dave'], projects: ['private-docs']},
          {slug: 'readers', access: 'readonly', members: ['bob'], projects: ['demo']},
        ],
      },
    ],
    projects: [
      {
        slug: 'demo',
        name: 'Demo',
        users: ['ann'],
        organization: 'acme',
        programming_language: 'py',
        tags: ['widgets', 'docs'],
        created: '2024-01-02T03:04:05Z',
        versions: [
          {slug: 'latest', type: 'branch', pages: [page('index.html', 'Welcome', 'The quick brown falcon')], downloads: ['pdf', 'htmlzip']},
          {slug: 'stable', ref: 'v2.0', pages: [page('index.html', 'Stable home', 'Stable falcon')]},
          {slug: 'v2.0', pages: [page('index.html', 'Two', 'Version two falcon'), page('guide/index.html', 'Guide', 'Guide falcon')]},
          {slug: 'v1.0', builds: [{id: 900, state: 'finished', success: false, error: 'Sphinx failed', commit: 'abc123', created: '2024-02-01T00:00:00Z', duration: 30}]},
          {slug: 'old', active: false, built: false},
          {slug: 'secret', privacy_level: 'private', pages: [page('index.html', 'Secret', 'Hidden falcon')]},
        ],
        redirects: [
          {type: 'page', from_url: '/old.html', to_url: '/new.html'},
          {type: 'exact', from_url: '/a/', to_url: '/b/'},
        ],
        environment_variables: [{name: 'API_KEY', value: SECRET}],
        subprojects: [{child: 'child', alias: 'kid'}],
      },
      {slug: 'child', name: 'Child', users: ['ann'], organization: 'acme', versions: [{slug: 'latest', pages: [page('index.html', 'Child home', 'Child falcon')]}]},
      {slug: 'demo-es', name: 'Demo ES', users: ['ann'], language: 'es', translation_of: 'demo', versions: [{slug: 'latest', pages: [page('index.html', 'Hola', 'Halcon')]}]},
      {slug: 'lonely', name: 'Lonely', users: ['ann'], organization: 'acme', versions: [{slug: 'latest'}]},
      {
        slug: 'private-docs',
        name: 'Private docs',
        users: ['ann'],
        organization: 'acme',
        privacy_level: 'private',
        versions: [{slug: 'latest', privacy_level: 'private', pages: [page('index.html', 'Private', 'Private falcon')]}],
      },
      {slug: 'other', name: 'Other', users: ['bob'], versions: [{slug: 'latest', pages: [page('index.html', 'Other', 'Other falcon')]}]},
      {slug: 'single', name: 'Single', users: ['ann'], single_version: true, versions: [{slug: 'latest', pages: [page('index.html', 'Single', 'Single falcon')]}]},
    ],
    remote_organizations: [{slug: 'ann-org', name: 'Ann Org', vcs_provider: 'github', users: ['ann']}],
    remote_repositories: [
      {full_name: 'ann-org/demo', vcs_provider: 'github', organization: 'ann-org', users: [{username: 'ann', admin: true}], projects: ['demo']},
      {full_name: 'ann/loose', vcs_provider: 'gitlab', users: [{username: 'ann'}]},
    ],
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; schemas check them
  body: any;
}

export interface CallOptions {
  as?: Role;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function call(api: ReferenceApi, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {...options.headers};
  if (options.as && options.as !== 'anonymous') headers.authorization = `Token ${TOKENS[options.as]}`;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await api.fetch(
    new Request(`${ORIGIN}${path}`, {method, headers, ...(body !== undefined ? {body} : {}), ...(options.signal ? {signal: options.signal} : {})}),
  );
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return {status: response.status, headers: response.headers, text, body: parsed};
}
