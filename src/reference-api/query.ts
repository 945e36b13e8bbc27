/**
 * Query parameters of v3 lists (server-behaviour.md §9–§10): flex options, boolean and choice filters, "contains"
 * matching, the list answer and integer path ids.
 */

import {flexFromQuery, RecursiveExpansionError, type FlexOptions} from './flex.js';
import {ApiError, errors, jsonV3} from './http.js';
import {paginate} from './pagination.js';
import type {Scope} from './core.js';
import {displayValue} from './validate.js';

export function flexOptions(scope: Scope): FlexOptions {
  try {
    return flexFromQuery(scope.url.searchParams);
  } catch (error) {
    if (error instanceof RecursiveExpansionError) throw new ApiError(400, ['Recursive expansion found']);
    throw error;
  }
}

/** `true`/`1` and `false`/`0` in any case; anything else leaves the filter off. */
export function booleanFilter(params: URLSearchParams, name: string): boolean | undefined {
  const value = params.get(name)?.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** A choice filter; an unknown value is a 400 in django-filter's words. */
export function choiceFilter(params: URLSearchParams, name: string, choices: readonly string[]): string | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (!choices.includes(value)) {
    throw errors.validation({[name]: [`Select a valid choice. ${displayValue(value)} is not one of the available choices.`]});
  }
  return value;
}

export function containsFilter(params: URLSearchParams, name: string): ((value: string) => boolean) | undefined {
  const needle = params.get(name);
  if (needle === null || needle === '') return undefined;
  const lower = needle.toLowerCase();
  return (value) => value.toLowerCase().includes(lower);
}

/** A paginated v3 list answer. */
export function listV3<T>(scope: Scope, items: T[], serialize: (item: T) => unknown): Response {
  return jsonV3(paginate(items, scope.url, `${scope.origin}${scope.url.pathname}`, serialize));
}

/** An integer path id; anything else is a 404 `Not found.`, as an unconvertible id is upstream. */
export function pathId(value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw errors.notFound();
  return Number(value);
}
