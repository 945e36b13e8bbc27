/**
 * The addons payload as `VersionData`, the shape the switcher and the warning render. The versions keep the
 * payload's `versions.active` order: the maintainer's chosen sorting (SemVer, PEP 440, CalVer or a custom pattern),
 * already applied by the service. The translations' documentation URLs are resolved by the service for the version
 * being read, so each language links to the same version where that version exists.
 */
import {capName, httpUrl, versionEntry, type LanguageEntry, type VersionData, type VersionEntry} from '../../versions/version-entry.js';
import type {AddonsPayload, AddonsProject} from './addons-schema.js';

export function versionDataFromPayload(payload: AddonsPayload, pageUrl: string): VersionData {
  const project = payload.projects.current;
  const versions: VersionEntry[] = payload.versions.active.flatMap((version) => versionEntry(version, pageUrl));
  // The version being read is missing from `active` when it is hidden: keep it (marked hidden), so the warning and
  // "the same page elsewhere" still know where the reader is.
  const current = payload.versions.current;
  if (current && !versions.some((version) => version.slug === current.slug)) {
    versions.push(...versionEntry({...current, hidden: true}, pageUrl));
  }
  const defaultVersion = project.default_version ?? current?.slug ?? '';
  const notifications = payload.addons?.notifications;
  return {
    defaultVersion,
    language: {code: capName(project.language.code), name: capName(project.language.name)},
    versions,
    languages: (payload.projects.translations ?? [])
      .filter((translation) => translation.slug !== project.slug)
      .flatMap((translation) => languageEntry(translation, current?.slug, pageUrl)),
    maintainerOrder: true,
    ...(notifications
      ? {warnings: {onLatest: notifications.show_on_latest ?? true, onNonStable: notifications.show_on_non_stable ?? true}}
      : {}),
  };
}

function languageEntry(translation: AddonsProject, currentVersion: string | undefined, pageUrl: string): LanguageEntry[] {
  const url = httpUrl(translation.urls.documentation, pageUrl);
  if (!url) return [];
  const versions: Record<string, string> = {};
  // Only claim the version when the URL really is that version's root (a path segment names it); otherwise the
  // service fell back to the translation's default version, and the switcher links the language's start page.
  if (currentVersion && new URL(url).pathname.split('/').includes(encodeURIComponent(currentVersion))) {
    versions[currentVersion] = url;
  }
  const {code, name} = translation.language;
  return [{code: capName(code), name: capName(name), url, versions}];
}
