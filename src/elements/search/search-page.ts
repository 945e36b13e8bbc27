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

/**
 * One page of search results for `scope`. A scope that names no project (or, for API v2, no version) fails before
 * any request: a configuration mistake of the page, not a failed request.
 */
export function searchPage(source: DocsSource, scope: SearchScope, query: string, page: number, signal: AbortSignal): Promise<SearchAnswer> {
  const {project, version, subprojects, pageSize} = scope;
  if (!project) return Promise.reject(new MissingProjectError());
  if (scope.apiVersion === 2 && !version) {
    return Promise.reject(new MissingProjectError('API v2 search needs a version: set the version attribute or the meta tag.'));
  }
  return source.search({query, project, ...(version ? {version} : {}), subprojects, page, pageSize}, {signal});
}
