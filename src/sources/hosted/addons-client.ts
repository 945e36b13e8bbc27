/**
 * The read client of a docs domain: `DocsReadClient` with its base at the page's `/_/`, so search and embed go to the
 * proxied `/_/api/v3/…` (and `/_/api/v2/…`) paths, plus the one read that exists only there, the addons payload.
 * Every request still goes through the read client's transport, the package's one `fetch` call.
 */
import {DocsReadClient, type RequestOptions} from '../../api/read-client.js';
import {addonsPayloadSchema, type AddonsPayload} from './addons-schema.js';

/** Sent as `client-version`, so the service can tell our requests from its own client's. */
export const ADDONS_CLIENT_VERSION = 'docs-widgets-1';

export interface AddonsQuery {
  project: string;
  /** Without a version the payload is asked for by the page's `url` (the service resolves it). */
  version?: string | undefined;
  /** The page's URL, used when the version is unknown. */
  url: string;
}

export class DocsDomainClient extends DocsReadClient {
  /** `GET /_/addons/?api-version=1&project-slug=…&version-slug=…&client-version=…` (or `url=`). */
  async getAddons(query: AddonsQuery, options?: RequestOptions): Promise<AddonsPayload> {
    const where = query.version
      ? {'project-slug': query.project, 'version-slug': query.version}
      : {url: query.url};
    return this.send({
      operation: 'getAddons',
      url: this.apiUrl('addons/', {'api-version': '1', ...where, 'client-version': ADDONS_CLIENT_VERSION}),
      auth: false,
      schema: addonsPayloadSchema,
      signal: options?.signal,
    });
  }
}
