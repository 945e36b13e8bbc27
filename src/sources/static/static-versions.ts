/**
 * The static source's versions, loaded on its first versions call (static-source.ts keeps only a shell): mike's
 * `versions.json` or pydata's `switcher.json` (versions-files.ts).
 */

import {SchemaError, type DocsApiRequestInfo} from '../../api/errors.js';
import type {VersionData} from '../../versions/version-entry.js';
import {type FetchLike, readSiteText} from './site-files.js';
import {toClientError} from './static-errors.js';
import {VersionsFileError, readVersionsFile, type VersionsFileKind} from './versions-files.js';

export {currentVersion} from './versions-files.js';

export async function readVersions(file: {kind: VersionsFileKind | undefined; url: string}, fetch: FetchLike | undefined,
  request: DocsApiRequestInfo): Promise<VersionData> {
  try {
    const text = await readSiteText(file.url, {fetch});
    const kind = file.kind ?? (/"url"\s*:/.test(text) ? 'pydata' : 'mike');
    return readVersionsFile(kind, text, file.url);
  } catch (error) {
    if (error instanceof VersionsFileError) throw new SchemaError(request, [{path: [], message: error.message, code: 'custom'}], error.message);
    throw toClientError(error, request);
  }
}
