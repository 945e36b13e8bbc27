/** Environment variable (v3). The value is write-only: it is never part of any answer. */

import {applyFieldsAndOmit, type FlexOptions} from '../flex.js';
import type {EnvironmentVariableRecord} from '../model.js';
import {apiV3, isoTime, projectApiPath, type SerializeContext} from './common.js';

export function serializeEnvironmentVariable(
  context: SerializeContext,
  variable: EnvironmentVariableRecord,
  options: FlexOptions = {},
): Record<string, unknown> {
  const project = apiV3(context, projectApiPath(variable.project));
  return applyFieldsAndOmit(
    {
      _links: {_self: `${project}environmentvariables/${variable.pk}/`, project},
      created: isoTime(variable.created),
      modified: isoTime(variable.modified),
      name: variable.name,
      pk: variable.pk,
      project: variable.project,
      public: variable.public,
    },
    options,
  );
}
