/**
 * The `api` source's versions part: the session cache of version data and the project and version schemas. A chunk
 * of its own, so a page whose only widget is the search never loads it; the source (client-source.ts) loads it when a
 * version widget first asks for versions.
 */
import {ReadClient, type FetchLike} from '../../api/read-client.js';
import {versionReads} from '../../api/widget-schemas/versions.js';
import type {WidgetReadShapes} from '../../api/widget-schemas/shapes.js';
import {loadVersionData, type VersionData} from '../../versions/version-data.js';
import type {SourceVersionsParams} from '../source.js';

/** `apiBase`: the source's client's (normalised) base; `fetch`: the source's. */
export function apiVersions(
  apiBase: string,
  fetch: FetchLike | undefined,
  apiVersion: 2 | 3,
  params: SourceVersionsParams,
): Promise<VersionData> {
  return loadVersionData({
    // The project and version reads are this source's own (the hosted one reads the addons payload), so the client that
    // makes them is made here, in the part only the version widgets load. It holds no state worth sharing.
    client: new ReadClient<WidgetReadShapes>({apiBase, fetch}, versionReads),
    apiBase,
    apiVersion,
    project: params.project,
    pageUrl: params.pageUrl,
    refresh: params.refresh,
    signal: params.signal,
  });
}
