/**
 * What `<docs-search>` validates of a search answer: the fields it reads (result count, next page, the results), so a
 * server that leaves out the rest (`previous`, `projects`, `query`) still gets its results shown. `DocsApiClient`
 * validates the whole resource (schemas.ts); the results here are checked with its very schemas.
 */
import * as z from 'zod/mini';
import {searchResultV2Schema, searchResultV3Schema} from '../schemas.js';
import {integer} from '../schema-parts.js';

export const searchReads = {
  searchV3: z.object({
    count: integer,
    next: z.nullable(z.string()),
    results: z.array(searchResultV3Schema),
    // Not read, so not named: any value of `previous`, `projects` or `query`, or none, passes (and is dropped). Their
    // types, for callers that build whole answers, are in shapes.ts.
  }),
  searchV2: z.object({
    count: integer,
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(searchResultV2Schema),
  }),
};
