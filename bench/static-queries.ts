/**
 * The queries the static search benches type on the Python 3.11 docs, in this order on one page: none is a query typed
 * on the way to an earlier one, which the element's cache would answer without a search.
 */
export const STATIC_QUERIES = ['asyncio', 'json dumps', 'dataclass', 'subprocess run', 'pathlib glob', 'itertools groupby',
  'decorator', 'unicode', 'threading lock', 'argparse', 'virtual environment', 'regular expression', 'context manager',
  'lambda', 'exception handling', 'datetime', 'logging', 'unittest', 'sqlite', 'f-string'];
