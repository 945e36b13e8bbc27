import type {DocsSource} from '../../sources/source.js';
import {MissingProjectError} from '../../internal/missing-project-error.js';
import type {SearchAnswer} from './result-model.js';

/** What the element searches: the same scope gives the same answers (the cache is keyed on it). */
export interface SearchScope {
  project: string | undefined;
  version: string | undefined;
  apiVersion: 2 | 3;
  subprojects: boolean;
  pageSize: number;
}

export interface SearchPageRequest extends SearchScope {
  query: string;
  page: number;
  signal: AbortSignal;
}

/** One page of search results for the element's scope; a scope that names no project fails before any request. */
export function searchPage(source: DocsSource, request: SearchPageRequest): Promise<SearchAnswer> {
  const {query, page, project, version, apiVersion, subprojects, pageSize, signal} = request;
  if (!project) {
    return Promise.reject(
      new MissingProjectError(),
    );
  }
  if (apiVersion === 2 && !version) {
    return Promise.reject(
      new MissingProjectError('API v2 search needs a version: set the version attribute or the meta tag.'),
    );
  }
  return source.search(
    {query, project, ...(version ? {version} : {}), subprojects, page, pageSize},
    {signal},
  );
}
