/**
 * How a build triggered through the API moves through its states. The state is a function of the time elapsed since
 * the build was created, read lazily whenever the build is looked at, so no timer outlives a request.
 */

import type {BuildStateCode} from './dataset.js';
import type {BuildRecord} from './model.js';

/** When each state begins, in milliseconds after the trigger; `finished` ends the run. */
export const BUILD_TIMELINE: ReadonlyArray<readonly [BuildStateCode, number]> = [
  ['triggered', 0],
  ['cloning', 1000],
  ['installing', 2000],
  ['building', 3500],
  ['finished', 5000],
];

export const BUILD_RUN_MS = 5000;

/** The build as it stands at `now`: a copy, with state, success, duration and commit filled in once finished. */
export function buildAt(build: BuildRecord, now: number, commit: string): BuildRecord {
  if (!build.live || build.state === 'cancelled') return {...build};
  const elapsed = now - build.created;
  let state: BuildStateCode = 'triggered';
  for (const [code, start] of BUILD_TIMELINE) if (elapsed >= start) state = code;
  if (state !== 'finished') return {...build, state};
  return {...build, state, success: true, error: '', duration: Math.round(BUILD_RUN_MS / 1000), commit};
}

export function isFinal(state: BuildStateCode): boolean {
  return state === 'finished' || state === 'cancelled';
}
