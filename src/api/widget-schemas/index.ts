/**
 * The client the widgets' sources hold: a read client with the narrow schemas of this folder, so a widget validates
 * only the fields some widget reads, and a server that leaves out anything else still works.
 *
 * It starts with the search and embed reads; the api source adds the project and version reads
 * (`addReads(versionReads)`), so the chunk every widget loads does not carry their schemas.
 */
import {HttpError} from '../errors.js';
import {ReadClient, type DocsApiClientOptions, type ReadSchemas, type RequestOptions} from '../read-client.js';
import {embedReads} from './embed.js';
import {searchReads} from './search.js';
import type {WidgetReadShapes} from './shapes.js';

export class WidgetClient extends ReadClient<WidgetReadShapes> {
  readonly #reads: ReadSchemas<WidgetReadShapes>;

  constructor(options: DocsApiClientOptions = {}) {
    const reads: ReadSchemas<WidgetReadShapes> = {...searchReads, ...embedReads};
    super(options, reads);
    this.#reads = reads;
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

  /** Lets this client make more of the widgets' reads (their schemas are in a chunk loaded on use). */
  addReads(reads: ReadSchemas<WidgetReadShapes>): void {
    Object.assign(this.#reads, reads);
  }
}
