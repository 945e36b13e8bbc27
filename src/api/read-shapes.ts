/** The answers a read client's reads give, and the schemas that validate them (read-client.ts takes them). */
import type {
  ActiveVersionsV2,
  EmbedV2,
  EmbedV3,
  Project,
  ProjectV2,
  ResponseSchema,
  SearchResponseV2,
  SearchResponseV3,
  Version,
} from './schemas.js';

/** What each read answers with, once validated. */
export interface ReadShapes {
  searchV3: unknown;
  searchV2: unknown;
  embedV3: unknown;
  embedV2: unknown;
  project: unknown;
  version: unknown;
  projectV2: unknown;
  activeVersionsV2: unknown;
}

/** The answers of the full schemas (schemas.ts). */
export interface FullReadShapes extends ReadShapes {
  searchV3: SearchResponseV3;
  searchV2: SearchResponseV2;
  embedV3: EmbedV3;
  embedV2: EmbedV2;
  project: Project;
  version: Version;
  projectV2: ProjectV2;
  activeVersionsV2: ActiveVersionsV2;
}

/** The schema of each read a client can make; a widget's client has only those of its own reads. */
export type ReadSchemas<Shapes extends ReadShapes> = {[Read in keyof Shapes]?: ResponseSchema<Shapes[Read]>};
