/**
 * The addons payload (`GET /_/addons/?api-version=1…`, `window.ReadTheDocsEventData.data()`), narrowed to the fields
 * the versions part reads: the projects' slugs, languages and documentation URLs, the active versions in the
 * maintainer's order, and where the maintainer wants the outdated-version warning. Everything else of the payload
 * (builds, analytics, ethical ads, doc diff, the other addons' settings, the full v3 objects) is stripped unread.
 *
 * The server calls v1 "alpha" (production-topology.md §4): so every `addons` setting is optional and a missing one
 * reads as "off", and the fields we need from projects and versions are the few that v3 and v1 have always shared.
 */
import * as z from 'zod/mini';

const text = z.string();
const nullableText = z.nullable(z.string());
const flag = z.optional(z.nullable(z.boolean()));
const language = z.object({code: text, name: text});

const projectSchema = z.object({
  slug: text,
  /** Absent on translations in some payloads: then the translation's own URL is its only entry point. */
  default_version: z.optional(text),
  language,
  urls: z.object({documentation: text}),
});

const downloads = z.object({
  pdf: z.optional(nullableText),
  htmlzip: z.optional(nullableText),
  epub: z.optional(nullableText),
  html: z.optional(nullableText),
});

const versionSchema = z.object({
  slug: text,
  verbose_name: text,
  type: z.optional(text),
  hidden: flag,
  ref: z.optional(nullableText),
  /** Upstream: version objects; tolerated as slugs too. */
  aliases: z.optional(z.array(z.unknown())),
  /** Only the formats that exist; `{}` is common. */
  downloads: z.optional(downloads),
  urls: z.object({documentation: text}),
});

export const addonsPayloadSchema = z.object({
  projects: z.object({
    current: projectSchema,
    translations: z.optional(z.nullable(z.array(projectSchema))),
  }),
  versions: z.object({
    /** null when the page's version is unknown to the service. */
    current: z.optional(z.nullable(versionSchema)),
    active: z.array(versionSchema),
  }),
  /**
   * Of the service's settings, only the notifications' two the warning follows. Which of its features are on is read
   * by the eager part before anything loads (src/cdn/eager/service-addons.ts); the page's path inside its version comes
   * from its meta tag (readPageContext).
   */
  addons: z.optional(
    z.nullable(
      z.object({
        notifications: z.optional(z.nullable(z.object({show_on_latest: flag, show_on_non_stable: flag}))),
      }),
    ),
  ),
});

export type AddonsPayload = z.infer<typeof addonsPayloadSchema>;
export type AddonsProject = z.infer<typeof projectSchema>;
export type AddonsVersion = z.infer<typeof versionSchema>;
