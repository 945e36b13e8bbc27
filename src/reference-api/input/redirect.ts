/**
 * Redirect validation (hosting-api.md §4.1, server-behaviour.md §13): the five spec types plus upstream's two clean-URL
 * types; `page`/`exact` need both URLs, `prefix` needs `from_url`; wildcard rules; one clean-URL redirect per
 * project; at most 100 per project; normalisation of the URLs.
 */

import type {RedirectType} from '../dataset.js';
import {errors} from '../http.js';
import type {RedirectRecord} from '../model.js';
import {normalizeFrom, normalizeTo} from '../redirect-paths.js';
import {booleanField, choiceField, displayValue, FieldErrors, integerField, stringField} from '../validate.js';

export const REDIRECT_TYPES: readonly RedirectType[] = [
  'prefix',
  'page',
  'exact',
  'sphinx_html',
  'sphinx_htmldir',
  'clean_url_to_html',
  'html_to_clean_url',
];
const CLEAN_URL_TYPES = new Set<RedirectType>(['sphinx_html', 'sphinx_htmldir', 'clean_url_to_html', 'html_to_clean_url']);
export const MAX_REDIRECTS = 100;

export interface RedirectInput {
  fields: Partial<Omit<RedirectRecord, 'pk' | 'project' | 'created' | 'modified'>>;
}

/**
 * Parses a POST/PUT (`partial` false: `type` required) or PATCH body against the redirect as it stands (`current`)
 * and the project's other redirects.
 */
export function parseRedirect(
  body: Record<string, unknown>,
  partial: boolean,
  current: RedirectRecord | undefined,
  siblings: RedirectRecord[],
): RedirectInput {
  const problems = new FieldErrors();
  const type = choiceField(body, 'type', REDIRECT_TYPES, problems, !partial);
  const from = stringField(body, 'from_url', problems, {allowBlank: true, nullable: true, maxLength: 255});
  const to = stringField(body, 'to_url', problems, {allowBlank: true, nullable: true, maxLength: 255});
  const description = stringField(body, 'description', problems, {allowBlank: true, maxLength: 255});
  const enabled = booleanField(body, 'enabled', problems);
  const force = booleanField(body, 'force', problems);
  const position = integerField(body, 'position', problems, {min: 0});
  let httpStatus: 301 | 302 | undefined;
  if ('http_status' in body) {
    const status = body.http_status;
    if (status === 301 || status === 302 || status === '301' || status === '302') httpStatus = Number(status) as 301 | 302;
    else problems.add('http_status', `"${displayValue(status)}" is not a valid choice.`);
  }
  problems.throwIfAny();

  const effectiveType = type ?? current?.type;
  const fromUrl = normalizeFrom(from ?? (from === null ? '' : (current?.from_url ?? '')));
  const toUrl = normalizeTo(to ?? (to === null ? '' : (current?.to_url ?? '')));
  if (effectiveType === 'page' || effectiveType === 'exact' || effectiveType === 'prefix') {
    if (!fromUrl) problems.add('from_url', 'This field is required.');
    if (effectiveType !== 'prefix' && !toUrl) problems.add('to_url', 'This field is required.');
  }
  problems.throwIfAny();

  if (effectiveType === 'page' || effectiveType === 'exact') {
    if (fromUrl.endsWith('$rest')) throw errors.validation(['The $rest wildcard has been removed in favor of *.']);
    if (fromUrl.includes('*') && fromUrl.indexOf('*') !== fromUrl.length - 1) {
      throw errors.validation(['The * wildcard must be at the end of the path.']);
    }
    if (toUrl.includes(':splat') && !fromUrl.endsWith('*')) {
      throw errors.validation(['The * wildcard must be at the end of from_url to use the :splat placeholder in to_url.']);
    }
  }
  const others = siblings.filter((redirect) => redirect.pk !== current?.pk);
  if (effectiveType && CLEAN_URL_TYPES.has(effectiveType) && others.some((redirect) => CLEAN_URL_TYPES.has(redirect.type))) {
    throw errors.validation(['Only one redirect of type `clean_url_to_html` or `html_to_clean_url` is allowed per project.']);
  }
  if (!current && siblings.length >= MAX_REDIRECTS) {
    throw errors.validation([`This project has reached the limit of ${MAX_REDIRECTS} redirects.`]);
  }
  const fields: RedirectInput['fields'] = {from_url: fromUrl, to_url: toUrl};
  if (effectiveType) fields.type = effectiveType;
  if (description !== undefined && description !== null) fields.description = description;
  if (enabled !== undefined) fields.enabled = enabled;
  if (force !== undefined) fields.force = force;
  if (httpStatus !== undefined) fields.http_status = httpStatus;
  if (position !== undefined) fields.position = position;
  return {fields};
}
