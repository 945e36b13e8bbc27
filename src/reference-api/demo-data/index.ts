/**
 * The built-in demo dataset (`npm start`, the demo site, screenshots): PixelKit, a fictional Python imaging library,
 * with versions in every state the widgets care about, a Spanish translation, a plugins subproject, a private project
 * for the business deployment, builds, redirects, environment variables and remote repositories. Its pages are the
 * pages the demo server shows, so every search result and link preview points at a page that exists.
 */

import type {Dataset, DatasetBuild, DatasetPage, DatasetVersion} from '../dataset.js';
import {layout, type NavEntry} from './layout.js';
import {PIXELKIT_ES_NAV, PIXELKIT_ES_PAGES} from './pixelkit-es.js';
import {PIXELKIT_NAV, PIXELKIT_PAGES} from './pixelkit.js';
import {PLUGINS_NAV, PLUGINS_PAGES} from './plugins.js';
import {type PageSource, atLeast, pagesFor, release} from './release.js';
import {section} from './html.js';

export const DEMO_USERS = {alice: 'alice-demo-token', bob: 'bob-demo-token'} as const;

interface SiteOptions {
  projectName: string;
  language: string;
  sources: PageSource[];
  nav: Array<NavEntry & {since?: [number, number]}>;
  documentationWord?: string;
  contentsLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
}

function site(options: SiteOptions, releaseName: string): DatasetPage[] {
  const current = release(releaseName);
  const nav = options.nav.filter((entry) => !entry.since || atLeast(current, entry.since[0], entry.since[1]));
  return pagesFor(options.sources, current).map((page) => ({
    path: page.path,
    title: page.title,
    ...(page.rank === undefined ? {} : {rank: page.rank}),
    html: layout({
      path: page.path,
      title: page.title,
      projectName: options.projectName,
      release: releaseName,
      language: options.language,
      nav,
      body: page.render(current),
      documentationWord: options.documentationWord,
      contentsLabel: options.contentsLabel,
      previousLabel: options.previousLabel,
      nextLabel: options.nextLabel,
    }),
  }));
}

const PIXELKIT_SITE: SiteOptions = {projectName: 'PixelKit', language: 'en', sources: PIXELKIT_PAGES, nav: PIXELKIT_NAV};
const PIXELKIT_ES_SITE: SiteOptions = {
  projectName: 'PixelKit',
  language: 'es',
  sources: PIXELKIT_ES_PAGES,
  nav: PIXELKIT_ES_NAV,
  documentationWord: 'documentación',
  contentsLabel: 'Contenido',
  previousLabel: 'Anterior',
  nextLabel: 'Siguiente',
};
const PLUGINS_SITE: SiteOptions = {projectName: 'PixelKit Plugins', language: 'en', sources: PLUGINS_PAGES, nav: PLUGINS_NAV};

function finished(created: string, duration: number, commit: string, extra: Partial<DatasetBuild> = {}): DatasetBuild {
  return {state: 'finished', success: true, created, duration, commit, ...extra};
}

interface VersionSpec {
  slug: string;
  release: string;
  type?: 'branch' | 'tag';
  verbose_name?: string;
  identifier?: string;
  ref?: string;
  hidden?: boolean;
  active?: boolean;
  built?: boolean;
  privacy_level?: 'public' | 'private';
  builds?: DatasetBuild[];
  downloads?: Array<'pdf' | 'htmlzip' | 'epub'>;
}

function version(siteOptions: SiteOptions, spec: VersionSpec): DatasetVersion {
  const built = spec.built ?? true;
  return {
    slug: spec.slug,
    verbose_name: spec.verbose_name ?? spec.slug,
    identifier: spec.identifier ?? spec.slug,
    type: spec.type ?? 'tag',
    active: spec.active ?? true,
    hidden: spec.hidden ?? false,
    built,
    privacy_level: spec.privacy_level ?? 'public',
    ...(spec.ref ? {ref: spec.ref} : {}),
    downloads: spec.downloads ?? [],
    builds: spec.builds ?? [],
    doctype: 'sphinx',
    pages: site(siteOptions, spec.release),
  };
}

function pixelkitVersions(): DatasetVersion[] {
  return [
    version(PIXELKIT_SITE, {
      slug: 'latest', release: '2.2.0.dev0', type: 'branch', identifier: 'main', downloads: ['pdf', 'htmlzip', 'epub'],
      builds: [
        finished('2026-11-20T09:12:00Z', 94, 'b7e1c0a3d5f2e4a6c8b0d2f4a6c8e0b2d4f6a8c0'),
        {state: 'finished', success: false, created: '2026-11-21T08:40:00Z', duration: 31,
          commit: 'c2d4f6a8b0c2e4f6a8b0c2d4e6f8a0b2c4d6e8f0',
          error: 'Sphinx error: Could not import extension pixelkit_docs.gallery (exception: No module named \'cairosvg\')'},
        {state: 'building', success: null, created: '2026-11-22T04:30:00Z',
          commit: 'd4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0f2'},
      ],
    }),
    version(PIXELKIT_SITE, {
      slug: 'stable', release: '2.1.0', verbose_name: 'stable', identifier: 'v2.1.0', ref: '2.1.0',
      downloads: ['pdf', 'htmlzip', 'epub'], builds: [finished('2026-10-02T14:05:00Z', 102, 'a1f3e5d7c9b1a3f5e7d9c1b3a5f7e9d1c3b5a7f9')],
    }),
    version(PIXELKIT_SITE, {
      slug: '2.1.0', release: '2.1.0', identifier: 'v2.1.0', downloads: ['pdf', 'htmlzip', 'epub'],
      builds: [finished('2026-10-02T14:01:00Z', 99, 'a1f3e5d7c9b1a3f5e7d9c1b3a5f7e9d1c3b5a7f9')],
    }),
    version(PIXELKIT_SITE, {
      slug: '2.1.0rc1', release: '2.1.0', identifier: 'v2.1.0rc1', hidden: true,
      builds: [finished('2026-09-15T10:00:00Z', 97, 'e9d1c3b5a7f9e1d3c5b7a9f1e3d5c7b9a1f3e5d7')],
    }),
    version(PIXELKIT_SITE, {
      slug: '2.0.0', release: '2.0.0', identifier: 'v2.0.0', downloads: ['pdf', 'htmlzip'],
      builds: [finished('2026-03-11T16:20:00Z', 88, 'f0e2d4c6b8a0f2e4d6c8b0a2f4e6d8c0b2a4f6e8')],
    }),
    version(PIXELKIT_SITE, {
      slug: '1.9.2', release: '1.9.2', identifier: 'v1.9.2', downloads: ['pdf'],
      builds: [finished('2025-12-01T11:45:00Z', 71, '0a2b4c6d8e0f2a4b6c8d0e2f4a6b8c0d2e4f6a8b')],
    }),
    version(PIXELKIT_SITE, {
      slug: '1.0.0', release: '1.0.0', identifier: 'v1.0.0',
      builds: [
        finished('2024-06-01T09:00:00Z', 65, '1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d'),
        {state: 'cancelled', success: false, created: '2025-02-14T13:00:00Z', duration: 12,
          commit: '1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d', error: 'Build cancelled by user.'},
      ],
    }),
    version(PIXELKIT_SITE, {slug: '0.9.0', release: '0.9.0', identifier: 'v0.9.0', active: false, built: false}),
  ];
}

function internalPages(): DatasetPage[] {
  const body = section('release-runbook', 1, 'Release runbook', `
<p>Internal notes for the PixelKit maintainers. Not public.</p>
${section('cutting-a-release', 2, 'Cutting a release', '<p>Tag the release on <code>main</code>, wait for the wheels workflow, then publish to PyPI with the release token kept in the team vault.</p>')}
${section('signing-keys', 2, 'Signing keys', '<p>Release artifacts are signed with the project key; rotate it every twelve months.</p>')}`);
  return [{path: 'index.html', title: 'Release runbook', html: layout({
    path: 'index.html', title: 'Release runbook', projectName: 'PixelKit internal', release: 'latest', language: 'en',
    nav: [], body,
  })}];
}

/** A fresh copy of the demo dataset. */
export function demoDataset(): Dataset {
  return {
    users: [
      {username: 'alice', tokens: [DEMO_USERS.alice]},
      {username: 'bob', tokens: [DEMO_USERS.bob]},
    ],
    organizations: [{
      slug: 'pixelkit-labs', name: 'PixelKit Labs', description: 'The people behind PixelKit.',
      email: 'team@pixelkit.example', url: 'https://pixelkit.example', owners: ['alice'], created: '2024-01-10T08:00:00Z',
      teams: [{slug: 'docs-team', name: 'Docs team', members: ['bob'], access: 'admin', projects: ['pixelkit-plugins']}],
    }],
    projects: [
      {
        slug: 'pixelkit', name: 'PixelKit', users: ['alice'], organization: 'pixelkit-labs', language: 'en',
        programming_language: 'py', repository: {url: 'https://github.com/pixelkit-labs/pixelkit', type: 'git'},
        homepage: 'https://pixelkit.example', default_version: 'stable', default_branch: 'main',
        tags: ['imaging', 'python', 'graphics'], created: '2024-01-12T10:00:00Z', modified: '2026-11-20T09:14:00Z',
        subprojects: [{child: 'pixelkit-plugins', alias: 'plugins'}],
        versions: pixelkitVersions(),
        redirects: [
          {type: 'page', from_url: '/tutorial.html', to_url: '/quickstart.html', http_status: 301},
          {type: 'exact', from_url: '/en/latest/load.html', to_url: '/en/latest/api.html', description: 'load() became open()'},
          {type: 'clean_url_to_html'},
        ],
        environment_variables: [
          {name: 'PIXELKIT_SAMPLE_IMAGES_URL', value: 'https://samples.pixelkit.example/v2/', public: true},
          {name: 'GALLERY_UPLOAD_TOKEN', value: 'demo-not-a-real-secret', public: false},
        ],
      },
      {
        slug: 'pixelkit-es', name: 'PixelKit (español)', users: ['alice'], organization: 'pixelkit-labs',
        language: 'es', programming_language: 'py', translation_of: 'pixelkit',
        repository: {url: 'https://github.com/pixelkit-labs/pixelkit-docs-es', type: 'git'},
        default_version: 'stable', default_branch: 'main', created: '2024-05-02T10:00:00Z',
        versions: [
          version(PIXELKIT_ES_SITE, {slug: 'latest', release: '2.2.0.dev0', type: 'branch', identifier: 'main',
            builds: [finished('2026-11-18T10:00:00Z', 40, '2c4e6a8b0d2f4c6e8a0b2d4f6c8e0a2b4d6f8c0e')]}),
          version(PIXELKIT_ES_SITE, {slug: 'stable', release: '2.1.0', ref: '2.1.0',
            builds: [finished('2026-10-03T10:00:00Z', 38, '3d5f7b9c1e3a5d7f9b1c3e5a7d9f1b3c5e7a9d1f')]}),
          version(PIXELKIT_ES_SITE, {slug: '2.1.0', release: '2.1.0',
            builds: [finished('2026-10-03T09:58:00Z', 37, '3d5f7b9c1e3a5d7f9b1c3e5a7d9f1b3c5e7a9d1f')]}),
        ],
      },
      {
        slug: 'pixelkit-plugins', name: 'PixelKit Plugins', users: ['alice', 'bob'], organization: 'pixelkit-labs',
        language: 'en', programming_language: 'py',
        repository: {url: 'https://github.com/pixelkit-labs/pixelkit-plugins', type: 'git'},
        default_version: 'stable', default_branch: 'main', tags: ['plugins'], created: '2024-08-20T10:00:00Z',
        versions: [
          version(PLUGINS_SITE, {slug: 'latest', release: '1.3.0.dev0', type: 'branch', identifier: 'main',
            builds: [finished('2026-11-19T12:00:00Z', 33, '4e6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a')]}),
          version(PLUGINS_SITE, {slug: 'stable', release: '1.2.0', ref: '1.2.0',
            builds: [finished('2026-09-01T12:00:00Z', 30, '5f7b9d1f3c5e7a9b1d3f5c7e9a1b3d5f7c9e1a3b')]}),
          version(PLUGINS_SITE, {slug: '1.2.0', release: '1.2.0',
            builds: [finished('2026-09-01T11:58:00Z', 29, '5f7b9d1f3c5e7a9b1d3f5c7e9a1b3d5f7c9e1a3b')]}),
          version(PLUGINS_SITE, {slug: '1.1.0', release: '1.1.0',
            builds: [finished('2026-05-05T12:00:00Z', 28, '6a8c0e2a4d6f8b0c2e4a6d8f0b2c4e6a8d0f2b4c')]}),
        ],
      },
      {
        slug: 'pixelkit-internal', name: 'PixelKit internal', users: ['alice'], organization: 'pixelkit-labs',
        language: 'en', programming_language: 'words', privacy_level: 'private',
        repository: {url: 'https://github.com/pixelkit-labs/internal-docs', type: 'git'},
        default_version: 'latest', default_branch: 'main', created: '2025-01-06T10:00:00Z',
        versions: [{slug: 'latest', type: 'branch', identifier: 'main', privacy_level: 'private', doctype: 'sphinx',
          builds: [finished('2026-11-01T10:00:00Z', 21, '7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d')], pages: internalPages()}],
      },
    ],
    remote_organizations: [
      {slug: 'pixelkit-labs', name: 'PixelKit Labs', vcs_provider: 'github', url: 'https://github.com/pixelkit-labs',
        avatar_url: 'https://avatars.example/pixelkit-labs.png', users: ['alice', 'bob']},
      {slug: 'alice-lab', name: 'Alice Lab', vcs_provider: 'gitlab', url: 'https://gitlab.com/alice-lab',
        avatar_url: 'https://avatars.example/alice-lab.png', users: ['alice']},
    ],
    remote_repositories: [
      {full_name: 'pixelkit-labs/pixelkit', description: 'A fast, friendly imaging library for Python.',
        vcs_provider: 'github', organization: 'pixelkit-labs', default_branch: 'main',
        users: [{username: 'alice', admin: true}, {username: 'bob', admin: false}], projects: ['pixelkit']},
      {full_name: 'pixelkit-labs/pixelkit-plugins', description: 'Codecs and filters for PixelKit.',
        vcs_provider: 'github', organization: 'pixelkit-labs', default_branch: 'main',
        users: [{username: 'alice', admin: true}, {username: 'bob', admin: true}], projects: ['pixelkit-plugins']},
      {full_name: 'pixelkit-labs/internal-docs', vcs_provider: 'github', organization: 'pixelkit-labs', private: true,
        users: [{username: 'alice', admin: true}], projects: ['pixelkit-internal']},
      {full_name: 'alice-lab/color-experiments', description: 'Notebooks about gamut mapping.',
        vcs_provider: 'gitlab', organization: 'alice-lab', users: [{username: 'alice', admin: true}]},
    ],
  };
}
