/**
 * `load`, called once and its promise kept, and called again after a failure (a chunk that failed to load is asked
 * for again on the next call). `import()` of a loaded module still takes a task to answer: this answers at once.
 */
export function importOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    const current = (loading ??= load());
    current.catch(() => {
      if (loading === current) loading = undefined;
    });
    return current;
  };
}
