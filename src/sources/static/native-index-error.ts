/** A site's own search index (Sphinx `searchindex.js`, MkDocs `search_index.json`) that is not what its tool writes. */
export class NativeIndexError extends Error {
  override name = 'NativeIndexError';
}
