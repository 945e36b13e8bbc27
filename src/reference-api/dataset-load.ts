/**
 * Turns a dataset (dataset.ts) into the store's records: the defaults the service gives a field the dataset leaves
 * out, ids in dataset order, a finished build for every built version without builds, and redirect URLs
 * normalised as the API would have stored them. The store (store.ts) then owns the records.
 */

import {isFinal} from './build-progress.js';
import {copy} from './copy.js';
import type {Dataset, DatasetPage} from './dataset.js';
import type {
  BuildRecord,
  EnvironmentVariableRecord,
  OrganizationRecord,
  ProjectRecord,
  RedirectRecord,
  RemoteOrganizationRecord,
  RemoteRepositoryRecord,
  SubprojectRecord,
  TeamRecord,
  UserRecord,
  VersionRecord,
} from './model.js';
import {normalizeFrom, normalizeTo} from './redirect-paths.js';

/** The records of a dataset, and the id sequences that new records continue. */
export interface LoadedRecords {
  users: UserRecord[];
  organizations: OrganizationRecord[];
  teams: TeamRecord[];
  projects: ProjectRecord[];
  versions: VersionRecord[];
  builds: BuildRecord[];
  subprojects: SubprojectRecord[];
  redirects: RedirectRecord[];
  environmentVariables: EnvironmentVariableRecord[];
  remoteOrganizations: RemoteOrganizationRecord[];
  remoteRepositories: RemoteRepositoryRecord[];
  /** Built pages per version (`project/slug`). */
  pages: Map<string, DatasetPage[]>;
  /** The last id given, per kind of record. */
  sequence: Map<string, number>;
}

/** The configuration of a build whose dataset entry gives none, and of every build triggered later. */
export const DEFAULT_BUILD_CONFIG = {
  version: '2',
  formats: ['htmlzip'],
  python: {version: 3.12, install: [{requirements: 'docs/requirements.txt'}]},
  conda: null,
  build: {image: 'ubuntu-24.04'},
  doctype: 'sphinx',
  sphinx: {builder: 'html', configuration: 'docs/conf.py', fail_on_warning: false},
  mkdocs: {configuration: null, fail_on_warning: false},
  submodules: {include: '', exclude: [], recursive: false},
};

/** A stable fake commit hash for a name, so datasets need not invent one. */
export function fakeCommit(seed: string): string {
  let hash = 0x811c9dc5;
  let out = '';
  for (let round = 0; out.length < 40; round++) {
    for (const char of `${seed}#${round}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  return out.slice(0, 40);
}

function parseTime(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/**
 * @param loadedAt the time given to records whose dataset entry has no timestamp; the same value loads identical
 *   records.
 */
export function loadDataset(data: Dataset, loadedAt: number): LoadedRecords {
  const records: LoadedRecords = {
    users: [],
    organizations: [],
    teams: [],
    projects: [],
    versions: [],
    builds: [],
    subprojects: [],
    redirects: [],
    environmentVariables: [],
    remoteOrganizations: [],
    remoteRepositories: [],
    pages: new Map(),
    sequence: new Map(),
  };
  const nextId = (kind: string): number => {
    const id = (records.sequence.get(kind) ?? 0) + 1;
    records.sequence.set(kind, id);
    return id;
  };
    for (const user of data.users ?? []) {
    records.users.push({id: nextId('user'), username: user.username, tokens: [...(user.tokens ?? [])]});
  }
  for (const organization of data.organizations ?? []) {
    const created = parseTime(organization.created, loadedAt);
    records.organizations.push({
      id: nextId('organization'),
      slug: organization.slug,
      name: organization.name ?? organization.slug,
      description: organization.description ?? '',
      email: organization.email ?? '',
      url: organization.url ?? '',
      disabled: organization.disabled ?? false,
      owners: [...(organization.owners ?? [])],
      created,
      modified: created,
    });
    for (const team of organization.teams ?? []) {
      records.teams.push({
        id: nextId('team'),
        organization: organization.slug,
        slug: team.slug,
        name: team.name ?? team.slug,
        members: [...(team.members ?? [])],
        access: team.access ?? 'readonly',
        projects: [...(team.projects ?? [])],
      });
    }
  }
  for (const project of data.projects ?? []) {
    const created = parseTime(project.created, loadedAt);
    const versionSlugs = (project.versions ?? []).map((version) => version.slug);
    const defaultVersion =
      project.default_version ?? (versionSlugs.includes('latest') || !versionSlugs[0] ? 'latest' : versionSlugs[0]);
    const single = project.single_version ?? false;
    records.projects.push({
      id: nextId('project'),
      slug: project.slug,
      name: project.name ?? project.slug,
      created,
      modified: parseTime(project.modified, created),
      language: project.language ?? 'en',
      programming_language: project.programming_language ?? 'words',
      repository: {url: project.repository?.url ?? `https://github.com/example/${project.slug}`, type: project.repository?.type ?? 'git'},
      homepage: project.homepage ?? null,
      default_version: defaultVersion,
      default_branch: project.default_branch ?? null,
      tags: [...(project.tags ?? [])].sort(),
      users: [...(project.users ?? [])],
      privacy_level: project.privacy_level ?? 'public',
      external_builds_privacy_level: project.external_builds_privacy_level ?? 'public',
      single_version: single,
      versioning_scheme: single ? 'single_version_without_translations' : 'multiple_versions_with_translations',
      readthedocs_yaml_path: null,
      analytics_code: '',
      analytics_disabled: false,
      external_builds_enabled: false,
      show_version_warning: false,
      organization: project.organization ?? null,
      translation_of: project.translation_of ?? null,
    });
    for (const version of project.versions ?? []) {
      const active = version.active ?? true;
      const record: VersionRecord = {
        id: nextId('version'),
        project: project.slug,
        slug: version.slug,
        verbose_name: version.verbose_name ?? version.slug,
        identifier: version.identifier ?? fakeCommit(`${project.slug}/${version.slug}`),
        type: version.type ?? (version.slug === 'latest' ? 'branch' : 'tag'),
        active,
        hidden: version.hidden ?? false,
        built: version.built ?? active,
        privacy_level: version.privacy_level ?? 'public',
        ref: version.ref ?? null,
        downloads: [...(version.downloads ?? [])],
        doctype: version.doctype ?? 'sphinx',
      };
      records.versions.push(record);
      if (version.pages?.length) records.pages.set(`${project.slug}/${version.slug}`, copy(version.pages));
      const builds = version.builds ?? [];
      for (const build of builds) {
        const buildCreated = parseTime(build.created, created);
        const state = build.state ?? 'finished';
        const final = isFinal(state);
        const success = build.success !== undefined ? build.success : final ? state === 'finished' : null;
        records.builds.push({
          id: build.id ?? nextId('build'),
          project: project.slug,
          version: version.slug,
          created: buildCreated,
          live: false,
          state,
          success,
          error: build.error ?? (success === false ? 'Build failed.' : ''),
          commit: build.commit ?? (final ? record.identifier : null),
          duration: build.duration ?? (final ? 60 : null),
          config: copy(build.config ?? DEFAULT_BUILD_CONFIG),
          applied: true,
        });
      }
      if (!builds.length && record.built) {
        records.builds.push({
          id: nextId('build'),
          project: project.slug,
          version: version.slug,
          created,
          live: false,
          state: 'finished',
          success: true,
          error: '',
          commit: record.identifier,
          duration: 60,
          config: copy(DEFAULT_BUILD_CONFIG),
          applied: true,
        });
      }
    }
    project.redirects?.forEach((redirect, position) => {
      records.redirects.push({
        pk: nextId('redirect'),
        project: project.slug,
        type: redirect.type,
        from_url: normalizeFrom(redirect.from_url ?? ''),
        to_url: normalizeTo(redirect.to_url ?? ''),
        http_status: redirect.http_status ?? 302,
        description: redirect.description ?? '',
        enabled: redirect.enabled ?? true,
        force: redirect.force ?? false,
        position,
        created,
        modified: created,
      });
    });
    for (const variable of project.environment_variables ?? []) {
      records.environmentVariables.push({
        pk: nextId('environmentvariable'),
        project: project.slug,
        name: variable.name,
        value: variable.value,
        public: variable.public ?? false,
        created,
        modified: created,
      });
    }
  }
  // Subprojects after all projects exist, in dataset order.
  for (const project of data.projects ?? []) {
    for (const subproject of project.subprojects ?? []) {
      records.subprojects.push({
        id: nextId('subproject'),
        parent: project.slug,
        child: subproject.child,
        alias: subproject.alias ?? subproject.child,
        created: loadedAt,
      });
    }
  }
  // Build ids from the dataset may be explicit: keep new ids above them.
  const maxBuild = Math.max(0, ...records.builds.map((build) => build.id));
  records.sequence.set('build', Math.max(records.sequence.get('build') ?? 0, maxBuild));
  for (const organization of data.remote_organizations ?? []) {
    records.remoteOrganizations.push({
      pk: nextId('remoteorganization'),
      slug: organization.slug,
      name: organization.name ?? organization.slug,
      vcs_provider: organization.vcs_provider,
      url: organization.url ?? `https://${organization.vcs_provider}.com/${organization.slug}`,
      avatar_url: organization.avatar_url ?? `https://avatars.example/${organization.slug}.png`,
      users: [...(organization.users ?? [])],
      created: loadedAt,
      modified: loadedAt,
    });
  }
  for (const repository of data.remote_repositories ?? []) {
    records.remoteRepositories.push({
      pk: nextId('remoterepository'),
      full_name: repository.full_name,
      name: repository.name ?? repository.full_name.split('/').pop() ?? repository.full_name,
      description: repository.description ?? '',
      vcs_provider: repository.vcs_provider,
      organization: repository.organization ?? null,
      default_branch: repository.default_branch ?? 'main',
      private: repository.private ?? false,
      users: (repository.users ?? []).map((user) => ({username: user.username, admin: user.admin ?? false})),
      projects: [...(repository.projects ?? [])],
      created: loadedAt,
      modified: loadedAt,
    });
  }
  return records;
}
