/** Build (v3) and the trigger reply: server-behaviour.md §5, expansion `config`. */

import {isFinal} from '../build-progress.js';
import {allowed, applyFieldsAndOmit, expansionsToMake, type AllowedExpansions, type FlexOptions} from '../flex.js';
import type {BuildRecord} from '../model.js';
import {apiV3, dashboard, isoTime, projectApiPath, type SerializeContext} from './common.js';

export const BUILD_EXPANSIONS: AllowedExpansions = allowed(['config']);

const STATE_NAMES: Record<string, string> = {
  triggered: 'Triggered',
  cloning: 'Cloning',
  installing: 'Installing',
  building: 'Building',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

export function serializeBuild(
  context: SerializeContext,
  build: BuildRecord,
  options: FlexOptions = {},
  permitted: AllowedExpansions = BUILD_EXPANSIONS,
): Record<string, unknown> {
  const project = apiV3(context, projectApiPath(build.project));
  const slug = encodeURIComponent(build.project);
  const version = encodeURIComponent(build.version);
  const final = isFinal(build.state);
  const out: Record<string, unknown> = {
    _links: {
      _self: `${project}builds/${build.id}/`,
      notifications: `${project}builds/${build.id}/notifications/`,
      project,
      version: `${project}versions/${version}/`,
    },
    commit: build.commit,
    created: isoTime(build.created),
    duration: final ? build.duration : null,
    error: build.error,
    finished: final && build.duration !== null ? isoTime(build.created + build.duration * 1000) : null,
    id: build.id,
    project: build.project,
    state: {code: build.state, name: STATE_NAMES[build.state] ?? build.state},
    success: final ? build.success : null,
    urls: {
      build: dashboard(context, `projects/${slug}/builds/${build.id}/`),
      project: dashboard(context, `projects/${slug}/`),
      version: dashboard(context, `dashboard/${slug}/version/${version}/edit/`),
    },
    version: build.version,
  };
  for (const [name] of expansionsToMake(options, permitted)) {
    if (name === 'config') out.config = structuredClone(build.config);
  }
  return applyFieldsAndOmit(out, options);
}
