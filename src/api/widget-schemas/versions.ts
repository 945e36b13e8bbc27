/**
 * What the version switcher and warning validate of projects and versions: only the fields they read
 * (src/versions/version-data.ts). A server that leaves out a field nothing reads (the hosting service's addons payload
 * has no `_links`, `users` or `tags`; a project's `id`, `created` or `repository`; a version's `built`, `active` or
 * `last_build`) still gets its versions listed. `DocsApiClient` validates the whole resources (schemas.ts).
 */
import * as z from 'zod/mini';
import {embedReads} from './embed.js';
import {integer} from '../schema-parts.js';

const text = z.string();
const nullableText = z.nullable(text);
const optionalText = z.optional(nullableText);
const codeAndName = z.object({code: text, name: text});
/** Absent or null when a version has no downloads: version-entry.ts reads either as none. */
const downloads = z.optional(z.nullable(z.object({pdf: optionalText, htmlzip: optionalText, epub: optionalText, html: optionalText})));

const versionSchema = z.object({
  slug: text,
  verbose_name: text,
  /** Slug the `stable` version points to; null otherwise. */
  ref: optionalText,
  hidden: z.optional(z.boolean()),
  type: text,
  downloads: downloads,
  urls: z.object({documentation: text}),
  /** Upstream: `[original version]` for the machine `stable`/`latest`. */
  aliases: z.optional(z.array(z.unknown())),
});

/** Spec: object keyed by slug; real servers: array. Output: always an array (object values in key order). */
const activeVersions = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.values(value) : value,
  ),
  z.array(versionSchema),
);

const projectSchema = z.object({
  slug: text,
  language: codeAndName,
  default_version: text,
  translation_of: z.optional(z.nullable(z.object({slug: text}))),
  urls: z.object({documentation: text}),
  /** Only with `expand=active_versions`; always an array here. */
  active_versions: z.optional(activeVersions),
});

const projectV2Schema = z.object({
  id: integer,
  slug: text,
  default_version: text,
  language: text,
  canonical_url: optionalText,
});

const versionV2Schema = z.object({
  slug: text,
  verbose_name: text,
  type: text,
  identifier: optionalText,
  downloads: downloads,
});

export const versionReads = {
  // The page check before leaving for another version asks the embed endpoint whether the page is there.
  ...embedReads,
  project: projectSchema,
  version: versionSchema,
  projectV2: projectV2Schema,
  activeVersionsV2: z.object({versions: z.array(versionV2Schema)}),
};

export type WidgetProject = z.infer<typeof projectSchema>;
export type WidgetVersion = z.infer<typeof versionSchema>;
export type WidgetProjectV2 = z.infer<typeof projectV2Schema>;
export type WidgetVersionV2 = z.infer<typeof versionV2Schema>;
