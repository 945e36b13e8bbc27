/** Redirect (v3): server-behaviour.md §5; empty URLs read as null. */

import {applyFieldsAndOmit, type FlexOptions} from '../flex.js';
import type {RedirectRecord} from '../model.js';
import {apiV3, isoTime, projectApiPath, type SerializeContext} from './common.js';

export function serializeRedirect(
  context: SerializeContext,
  redirect: RedirectRecord,
  options: FlexOptions = {},
): Record<string, unknown> {
  const project = apiV3(context, projectApiPath(redirect.project));
  return applyFieldsAndOmit(
    {
      _links: {_self: `${project}redirects/${redirect.pk}/`, project},
      created: isoTime(redirect.created),
      description: redirect.description,
      enabled: redirect.enabled,
      force: redirect.force,
      from_url: redirect.from_url || null,
      http_status: redirect.http_status,
      modified: isoTime(redirect.modified),
      pk: redirect.pk,
      position: redirect.position,
      project: redirect.project,
      to_url: redirect.to_url || null,
      type: redirect.type,
    },
    options,
  );
}
