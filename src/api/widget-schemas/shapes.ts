/** The answers of the widgets' reads, as their narrow schemas (this folder) validate them. Types only. */
import type * as z from 'zod/mini';
import type {ReadClient, ReadShapes} from '../read-client.js';
import type {embedReads} from './embed.js';
import type {searchReads} from './search.js';
import type {versionReads} from './versions.js';

export interface WidgetReadShapes extends ReadShapes {
  /** What search.ts validates, and the fields of a whole answer that no widget reads (any value, or none). */
  searchV3: z.infer<typeof searchReads.searchV3> & {previous?: unknown; projects?: unknown; query?: unknown};
  searchV2: z.infer<typeof searchReads.searchV2>;
  embedV3: z.infer<typeof embedReads.embedV3>;
  embedV2: z.infer<typeof embedReads.embedV2>;
  project: z.infer<typeof versionReads.project>;
  version: z.infer<typeof versionReads.version>;
  projectV2: z.infer<typeof versionReads.projectV2>;
  activeVersionsV2: z.infer<typeof versionReads.activeVersionsV2>;
}

/** The client a widget holds: it reads only what that widget validates. */
export type WidgetReadClient = ReadClient<WidgetReadShapes>;
export type WidgetSearchAnswer = WidgetReadShapes['searchV3'];
