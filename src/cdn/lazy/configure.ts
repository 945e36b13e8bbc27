import {useVersionsUrl} from '../../sources/static/register.js';
import {useSearchWorkerUrl} from '../../sources/static/worker-url.js';
import type {SharedConfig} from '../widget.js';

/** Points the static source at the bundle's worker and the configured versions file (once per page is enough). */
export function configureStaticSource(config: SharedConfig): void {
  if (config.staticWorkerUrl) useSearchWorkerUrl(config.staticWorkerUrl);
  if (config.versionsUrl) useVersionsUrl(config.versionsUrl);
}

/** The attributes every widget shares, as the script tag was configured; unset ones fall back to the meta tags. */
export interface ConfigurableElement extends HTMLElement {
  fetch: ((request: Request) => Promise<Response>) | undefined;
}

export function configureElement<T extends ConfigurableElement>(element: T, config: SharedConfig): T {
  if (config.apiBase) element.setAttribute('api-base', config.apiBase);
  if (config.apiVersion) element.setAttribute('api-version', config.apiVersion);
  if (config.project) element.setAttribute('project', config.project);
  if (config.version) element.setAttribute('version', config.version);
  if (config.fetch) element.fetch = config.fetch;
  configureStaticSource(config);
  // Marks what the script tag added, so it can be told apart from a theme's own elements (and styled).
  element.dataset.docsWidgets = 'zero-config';
  return element;
}
