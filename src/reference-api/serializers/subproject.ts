/** Subproject relationship (v3): `{_links: {_self, parent}, alias, child}` with the full child project. */

import {applyFieldsAndOmit, type FlexOptions} from '../flex.js';
import type {ProjectRecord, SubprojectRecord} from '../model.js';
import {apiV3, projectApiPath, type SerializeContext} from './common.js';
import {serializeProject} from './project.js';

export function serializeSubproject(
  context: SerializeContext,
  relation: SubprojectRecord,
  child: ProjectRecord,
  options: FlexOptions = {},
): Record<string, unknown> {
  const parent = apiV3(context, projectApiPath(relation.parent));
  return applyFieldsAndOmit(
    {
      _links: {_self: `${parent}subprojects/${encodeURIComponent(relation.alias)}/`, parent},
      alias: relation.alias,
      child: serializeProject(context, child, {}),
    },
    options,
  );
}
