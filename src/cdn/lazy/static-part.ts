/**
 * The static source's part of the script-tag bundle: its registration with the source resolver (rule 3 of
 * src/sources/resolve.ts) and the page's detection, which only a page that may be a static site needs. A chunk of its
 * own, loaded with each widget's chunk on such a page (eager/loader.ts), so a hosted page or one with an API pays
 * nothing for it.
 */
import {staticSourceFor, useVersionsUrl} from '../../sources/static/register.js';
import {useSearchWorkerUrl} from '../../sources/static/worker-url.js';
import type {StaticSource} from '../../sources/static/static-source.js';
import type {SharedConfig} from '../widget.js';

export {staticSourceFor};

/** Points the static source at the bundle's worker and the configured versions file (once per page is enough). */
export function configureStaticSource(config: SharedConfig): void {
  // Also for an element of ours with `docs-source="static"` on any page: the worker is beside the script tag (or the
  // page's copy), not beside this chunk.
  if (config.workerUrl) useSearchWorkerUrl(config.workerUrl);
  if (config.versionsUrl) useVersionsUrl(config.versionsUrl);
}

const pageVersions = new WeakMap<Document, Promise<string | undefined | false>>();

/**
 * The version this static page is, as the site's versions file tells it; `false` when the site has none (or it cannot
 * be read), so the version widgets stay away. Here, with the static source, rather than in the versions chunk that
 * every page with versions loads. Asked once per page: the script tag asks before it loads the versions chunk
 * (widgets/version-switcher.ts), and that chunk again.
 */
export function staticPageVersion(config: SharedConfig, doc: Document): Promise<string | undefined | false> {
  let version = pageVersions.get(doc);
  if (!version) pageVersions.set(doc, (version = readPageVersion(config, doc)));
  return version;
}

async function readPageVersion(config: SharedConfig, doc: Document): Promise<string | undefined | false> {
  configureStaticSource(config);
  const source = staticSourceFor({apiBase: undefined, apiVersion: 3, fetch: config.fetch, document: doc});
  if (!source) return false;
  let file: StaticSource['site']['versionsFile'];
  try {
    const real = await source.loaded();
    file = real.site.versionsFile;
    // A site whose configuration names no versions file has no versions: nothing is asked for, nothing is said.
    if (!file) return false;
    return await real.currentVersion(doc.location?.href ?? doc.URL);
  } catch (error) {
    // A file the maintainer named that cannot be read: the switcher is missing, and the console says why (once: the
    // versions chunk asks once per page).
    if (file) {
      console.warn(`docs-widgets: no version switcher: ${file.by} names ${file.url}, which could not be read ` +
        `(${error instanceof Error ? error.message : String(error)})`);
    }
    return false;
  }
}
