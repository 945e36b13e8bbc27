/** Subproject create validation (server-behaviour.md §13), in upstream's order and words. */

import {errors} from '../http.js';
import type {ProjectRecord, UserRecord} from '../model.js';
import type {Permissions} from '../permissions.js';
import type {ReferenceStore} from '../store.js';
import {FieldErrors, stringField} from '../validate.js';

const ALIAS = /^[-\p{L}\p{N}_]+(?:\/[-\p{L}\p{N}_]+)*$/u;

export function parseSubproject(
  body: Record<string, unknown>,
  parent: ProjectRecord,
  user: UserRecord,
  store: ReferenceStore,
  permissions: Permissions,
): {child: string; alias: string} {
  const problems = new FieldErrors();
  const childSlug = stringField(body, 'child', problems, {required: true, maxLength: 255});
  const aliasValue = stringField(body, 'alias', problems, {nullable: true, maxLength: 255});
  problems.throwIfAny();
  const child = store.project(childSlug as string);
  const invalid =
    !child ||
    !permissions.isMaintainer(user, child) ||
    child.slug === parent.slug ||
    (permissions.business && child.organization !== parent.organization) ||
    store.superprojectOf(child.slug) !== undefined ||
    store.subprojectsOf(child.slug).length > 0;
  if (invalid) problems.add('child', `Project with slug=${childSlug} is not valid as subproject`);
  if (store.superprojectOf(parent.slug)) {
    throw errors.validation({non_field_errors: ['Subproject nesting is not supported']});
  }
  const alias = aliasValue ?? (childSlug as string);
  if (!ALIAS.test(alias)) problems.add('alias', 'Aliases can contain letters, numbers, underscores, and hyphens.');
  problems.throwIfAny();
  if (alias.includes('/')) throw errors.validation({non_field_errors: ["Aliases can't contain slashes."]});
  if (store.subprojectsOf(parent.slug).some((relation) => relation.alias === alias)) {
    throw errors.validation({alias: ['A subproject with this alias already exists']});
  }
  return {child: child!.slug, alias};
}
