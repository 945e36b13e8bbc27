/** Organization and team (v3, business deployment): server-behaviour.md §5. */

import {applyFieldsAndOmit, type FlexOptions} from '../flex.js';
import type {OrganizationRecord, TeamRecord} from '../model.js';
import {apiV3, isoTime, type SerializeContext} from './common.js';

export function serializeOrganization(
  context: SerializeContext,
  organization: OrganizationRecord,
  options: FlexOptions = {},
): Record<string, unknown> {
  const self = apiV3(context, `organizations/${encodeURIComponent(organization.slug)}/`);
  return applyFieldsAndOmit(
    {
      _links: {_self: self, notifications: `${self}notifications/`, projects: `${self}projects/`},
      created: isoTime(organization.created),
      description: organization.description,
      disabled: organization.disabled,
      email: organization.email,
      modified: isoTime(organization.modified),
      name: organization.name,
      owners: organization.owners.map((username) => ({username})),
      slug: organization.slug,
      url: organization.url,
    },
    options,
  );
}

export function serializeTeam(team: TeamRecord, options: FlexOptions = {}): Record<string, unknown> {
  return applyFieldsAndOmit({name: team.name, slug: team.slug}, options);
}
