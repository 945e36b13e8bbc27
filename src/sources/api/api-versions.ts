/**
 * The `api` source's versions part, one chunk loaded on its first versions call: the session-cached loader and the
 * schemas of the project and version reads it makes (search and previews need neither).
 */
export {loadVersionData} from '../../versions/version-data.js';
export {versionReads} from '../../api/widget-schemas/versions.js';
