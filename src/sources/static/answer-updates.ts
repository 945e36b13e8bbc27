/**
 * A search answer the static source gave before all of it was ready, and the fuller one that follows: a site searched
 * through Sphinx's own index shows its results at once and their snippets when the result pages have been read
 * (static-search.ts). The source hands the fuller answer out through `DocsSource.searchUpdate` (static-source.ts), and
 * the search widget puts it where the first one is shown and cached (controllers/search-query.ts). Kept beside the
 * answer, not in it: the answer stays the shape every source gives. A module of its own, with the source's shell, so
 * that the search part (static-search.ts) can write it without importing the shell.
 */

const updates = new WeakMap<object, Promise<object>>();

/** Says that `update` will replace `answer`; a failed update (an abort) leaves `answer` as it is. */
export function followedBy<T extends object>(answer: T, update: Promise<T>): T {
  update.catch(() => {});
  updates.set(answer, update);
  return answer;
}

/** The fuller answer that replaces `answer`, when one is coming. */
export function answerUpdate<T extends object>(answer: T): Promise<T> | undefined {
  return updates.get(answer) as Promise<T> | undefined;
}
