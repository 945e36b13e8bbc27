import type {SharedConfig} from '../widget.js';

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
  // Marks what the script tag added, so it can be told apart from a theme's own elements (and styled).
  element.dataset.docsWidgets = 'zero-config';
  return element;
}
