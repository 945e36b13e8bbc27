/**
 * The client the widgets' sources hold: a read client with the narrow schemas of this folder, so a widget validates
 * only the fields some widget reads, and a server that leaves out anything else still works.
 */
import {ReadClient, type DocsApiClientOptions, type ReadSchemas} from '../read-client.js';
import {embedReads} from './embed.js';
import {searchReads} from './search.js';
import type {WidgetReadShapes} from './shapes.js';
import {versionReads} from './versions.js';

const widgetReads: ReadSchemas<WidgetReadShapes> = {...searchReads, ...embedReads, ...versionReads};

export class WidgetClient extends ReadClient<WidgetReadShapes> {
  constructor(options: DocsApiClientOptions = {}) {
    super(options, widgetReads);
  }
}
