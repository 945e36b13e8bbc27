/**
 * The client the widgets' sources hold: search and embed reads with the narrow schemas of this folder, so a widget
 * validates only the fields some widget reads, and a server that leaves out anything else still works.
 *
 * It makes only the search and embed reads; the api source's versions part (src/sources/api/api-versions.ts) reads
 * projects and versions with a `ReadClient` and `versionReads`, so the chunk every widget loads carries neither
 * those reads nor their schemas.
 */
import {HttpError} from '../errors.js';
import type {ReadSchemas} from '../read-shapes.js';
import type {DocsApiClientOptions, RequestOptions} from '../request-options.js';
import {SearchEmbedClient} from '../search-embed-client.js';
import {embedReads} from './embed.js';
import {searchReads} from './search.js';
import type {WidgetReadShapes} from './shapes.js';

export class WidgetClient extends SearchEmbedClient<WidgetReadShapes> {
  constructor(options: DocsApiClientOptions = {}) {
    const reads: ReadSchemas<WidgetReadShapes> = {...searchReads, ...embedReads};
    super(options, reads);
  }

  /**
   * Whether the page at `url` exists, asked of the embed endpoint: true when it answers, false on a 404, undefined on
   * anything else (an error, a timeout, an abort): a check that cannot decide must not strand the reader.
   */
  async pageExists(url: string, apiVersion: 2 | 3, options?: RequestOptions): Promise<boolean | undefined> {
    try {
      await this.embed({url, apiVersion}, options);
      return true;
    } catch (error) {
      return error instanceof HttpError && error.status === 404 ? false : undefined;
    }
  }
}
