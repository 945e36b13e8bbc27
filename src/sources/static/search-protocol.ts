/** Messages between the static source (page) and its search worker. Plain data: structured-clone safe. */

import type {AnswerSite, SearchAnswerV3} from './search-answer.js';

/** Which index a site offers: our built one (a folder URL), Sphinx's `searchindex.js` or MkDocs' JSON (file URLs). */
export type IndexLocation =
  | {kind: 'built'; url: string}
  | {kind: 'sphinx'; url: string; dirhtml: boolean}
  | {kind: 'mkdocs'; url: string};

export interface SearchRequestMessage {
  type: 'search';
  id: number;
  index: IndexLocation;
  site: AnswerSite;
  query: string;
  page: number;
  pageSize: number;
}

export interface CancelMessage {
  type: 'cancel';
  id: number;
}

/** Load an index before the first query (on focus, say), so the first answer does not wait for it. */
export interface WarmMessage {
  type: 'warm';
  index: IndexLocation;
}

/**
 * Fill the snippets of an answer found through Sphinx's own index (worker-snippets.ts): the worker reads the results'
 * pages and answers with the same answer, its blocks' text and highlights filled (an `answer` with the same id).
 */
export interface SnippetsRequestMessage {
  type: 'snippets';
  id: number;
  answer: SearchAnswerV3;
  query: string;
}

export type ToWorker = SearchRequestMessage | SnippetsRequestMessage | CancelMessage | WarmMessage;

export interface WorkerFailure {
  /** `http` (with `status`), `network`, `index` (a file that is not what it should be), `abort`. */
  kind: 'http' | 'network' | 'index' | 'abort';
  message: string;
  url: string;
  status?: number;
}

/**
 * `more`: the answer holds the results on screen only (the built index's first `ROWS_FIRST`), and the whole page
 * follows as a second `answer` (or a `failure`) with the same id.
 */
export type FromWorker =
  | {type: 'answer'; id: number; answer: SearchAnswerV3; more?: true}
  | {type: 'failure'; id: number; failure: WorkerFailure};
