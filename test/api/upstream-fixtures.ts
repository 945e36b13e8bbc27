/**
 * Every JSON file of test/api/fixtures/upstream/ (copies of the shared upstream responses) and the schema its body
 * must parse with, or why it is not a resource of hosting-api.md.
 */
import {
  buildSchema,
  environmentVariableSchema,
  pageOf,
  projectSchema,
  redirectSchema,
  remoteOrganizationSchema,
  remoteRepositorySchema,
  subprojectSchema,
  syncVersionsResponseSchema,
  triggerBuildResponseSchema,
  versionSchema,
  type ResponseSchema,
} from '../../src/api/schemas.js';
import {addonsPayloadSchema} from '../../src/sources/hosted/addons-schema.js';

export type UpstreamFixture = {schema: ResponseSchema<unknown>} | {skip: string};

const NOTIFICATIONS = 'notifications are not a resource of hosting-api.md (upstream-only endpoint)';

export const UPSTREAM_FIXTURES: Record<string, UpstreamFixture> = {
  // The docs domain's `/_/addons/` payload (production-topology.md §4), read by the hosted source's narrow schema.
  'addons-v1.json': {schema: addonsPayloadSchema},
  'projects-builds-detail.json': {schema: buildSchema},
  'projects-builds-list.json': {schema: pageOf(buildSchema)},
  'projects-detail.json': {schema: projectSchema},
  'projects-environmentvariables-detail.json': {schema: environmentVariableSchema},
  'projects-environmentvariables-list.json': {schema: pageOf(environmentVariableSchema)},
  'projects-environmentvariables-list_POST.json': {schema: environmentVariableSchema},
  'projects-list-empty.json': {schema: pageOf(projectSchema)},
  'projects-list.json': {schema: pageOf(projectSchema)},
  'projects-list_POST.json': {schema: projectSchema},
  'projects-redirects-detail.json': {schema: redirectSchema},
  'projects-redirects-detail_PUT.json': {schema: redirectSchema},
  'projects-redirects-list.json': {schema: pageOf(redirectSchema)},
  'projects-redirects-list_POST.json': {schema: redirectSchema},
  'projects-subprojects-detail.json': {schema: subprojectSchema},
  'projects-subprojects-list.json': {schema: pageOf(subprojectSchema)},
  'projects-subprojects-list_POST.json': {schema: subprojectSchema},
  'projects-superproject.json': {schema: projectSchema},
  'projects-sync-versions.json': {schema: syncVersionsResponseSchema},
  'projects-versions-builds-list_POST.json': {schema: triggerBuildResponseSchema},
  'projects-versions-detail.json': {schema: versionSchema},
  'remoteorganizations-list.json': {schema: pageOf(remoteOrganizationSchema)},
  'remoterepositories-list.json': {schema: pageOf(remoteRepositorySchema)},
  'historical/projects-detail.pre-PR11730-with-last_build.json': {schema: projectSchema},
  'notifications-list.json': {skip: NOTIFICATIONS},
  'organizations-notifications-detail.json': {skip: NOTIFICATIONS},
  'organizations-notifications-list.json': {skip: NOTIFICATIONS},
  'projects-builds-notifications-detail.json': {skip: NOTIFICATIONS},
  'projects-builds-notifications-list.json': {skip: NOTIFICATIONS},
  'projects-notifications-detail.json': {skip: NOTIFICATIONS},
  'projects-notifications-list.json': {skip: NOTIFICATIONS},
  'users-notifications-detail.json': {skip: NOTIFICATIONS},
  'users-notifications-list.json': {skip: NOTIFICATIONS},
  'rtd-server-constants.json': {skip: 'choice lists extracted from the server source, not an API response'},
};
