/**
 * What `<docs-link-preview>` validates of an embed answer: the section's HTML and where it came from. `DocsApiClient`
 * validates the whole resource (schemas.ts); v2's `headers` and `meta`, which nothing shows, are not read here.
 */
import * as z from 'zod/mini';
import {embedV3Schema} from '../schemas.js';

export const embedReads = {
  embedV3: embedV3Schema,
  embedV2: z.object({
    /** Untrusted HTML fragments: only through src/internal/sanitize.ts. */
    content: z.array(z.string()),
    url: z.optional(z.nullable(z.string())),
  }),
};
