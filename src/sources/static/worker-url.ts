/**
 * Where the static source's search worker file is. Its own module, so the script tag's shared code can set it without
 * loading the worker client, which loads only with the static source's first search.
 */

let configuredUrl: URL | undefined;

/** Where the worker file is, when not beside the worker client (the script-tag bundle sets it to its own folder). */
export function useSearchWorkerUrl(url: URL | string | undefined): void {
  configuredUrl = url === undefined ? undefined : new URL(url, globalThis.location?.href);
}

export function configuredWorkerUrl(): URL | undefined {
  return configuredUrl;
}
