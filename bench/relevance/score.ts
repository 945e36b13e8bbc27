/**
 * Relevance scoring: for each query, the rank of the first result page a reader accepts; hit@5 is the share of
 * queries with one in the first five, MRR the mean of 1/rank over the first ten (0 when none).
 */

export interface RelevanceCase {
  query: string;
  /** Page paths inside the version a reader would accept as the answer. */
  accept: string[];
}

export interface CaseResult {
  query: string;
  /** 1-based rank of the first accepted page, or undefined when none is in the first ten. */
  rank: number | undefined;
  top: string[];
}

export const MRR_DEPTH = 10;

export function scoreCase(relevance: RelevanceCase, results: string[]): CaseResult {
  const top = results.slice(0, MRR_DEPTH);
  const index = top.findIndex((path) => relevance.accept.includes(path));
  return {query: relevance.query, rank: index === -1 ? undefined : index + 1, top};
}

export function summarize(results: CaseResult[]): {queries: number; hitAt5: number; mrr: number} {
  const hits = results.filter((result) => result.rank !== undefined && result.rank <= 5).length;
  const mrr = results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / results.length;
  return {queries: results.length, hitAt5: hits / results.length, mrr};
}
