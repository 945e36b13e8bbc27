#!/usr/bin/env node
/**
 * The `docs-widgets` command: `serve`, `index`, `add` and `--version` (COMMANDS below). `docs-widgets serve`: documentation pages with the widgets injected and the demo site on a docs origin, and the
 * reference hosting API on a dashboard origin of its own (topology.ts), or everything on one origin with
 * `--single-origin`. See `USAGE` in options.ts. Works compiled (dist/cli/docs-widgets.js) and from source
 * (`node --import tsx src/cli/docs-widgets.ts serve`).
 */

import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {serve} from '@hono/node-server';
import {createReferenceApi, type VersionRef} from '../reference-api/index.js';
import {workerExtractor} from '../reference-api/content/extract-workers.js';
import {defaultCacheDir, diskIndexCache} from '../reference-api/content/index-cache.js';
import {isDiskPage, readPageFile} from '../reference-api/content/ingest-node.js';
import {InputError, buildDataset} from './build-dataset.js';
import {USAGE, UsageError, parseArguments, type ServeOptions} from './options.js';
import {INDEX_USAGE, runIndexCommand} from './index-command.js';
import {ADD_USAGE, runAddCommand} from './add-command.js';
import {createSiteHandler} from './site-handler.js';
import {dashboardOriginHandler, docsOriginHandler, servedOrigins, type ListenOrigins} from './topology.js';

/** The package root: two levels above this file, in src/cli/ and in dist/cli/ alike. */
const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function packageVersion(): string {
  return (JSON.parse(readFileSync(`${PACKAGE_ROOT}package.json`, 'utf8')) as {version: string}).version;
}

const COMMANDS = `Usage: docs-widgets <command> [options]

Commands:
  add <built site>     add the widgets to a built Sphinx or MkDocs site: search index, bundle, script tag on every page
  index <built site>   write only the search index of a built site into <site>/_docs-widgets/
  serve [options]      serve documentation (--docs DIR) or the demo with the widgets and a reference hosting API
  --version, -v        print the version
  --help, -h           show this help; "docs-widgets <command> --help" shows one command's

Examples:
  docs-widgets add docs/_build/html          after "sphinx-build -b html docs docs/_build/html"
  docs-widgets add site                      after "mkdocs build"
  docs-widgets serve --docs docs/_build/html try the widgets on your build first`;

function fail(message: string): never {
  process.stderr.write(`docs-widgets: ${message}\n`);
  process.exit(2);
}

function hostForUrl(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function listen(
  fetch: (request: Request) => Promise<Response>,
  port: number,
  host: string,
): Promise<{server: ReturnType<typeof serve>; base: string}> {
  return new Promise((resolve) => {
    const server = serve({fetch, port, hostname: host}, (info) => {
      resolve({server, base: `http://${hostForUrl(host)}:${info.port}/`});
    });
    server.on('error', (error: NodeJS.ErrnoException) => {
      fail(error.code === 'EADDRINUSE' ? `port ${port} on ${host} is already in use` : error.message);
    });
  });
}

/** Prints how far indexing is, at most twice a second per version and once when a version is done. */
function indexProgress(): (ref: VersionRef, done: number, total: number) => void {
  const printed = new Map<string, number>();
  return (ref, done, total) => {
    const name = `${ref.project}/${ref.version}`;
    const now = performance.now();
    if (done < total && now - (printed.get(name) ?? 0) < 500) return;
    printed.set(name, now);
    process.stdout.write(`indexing ${name}: ${done} of ${total} pages\n`);
  };
}

async function start(options: ServeOptions): Promise<void> {
  const {data, sites, ingested} = await buildDataset(options);
  /** Known once each origin listens (its port may be picked by the system). */
  const where: ListenOrigins = {};
  const progress = indexProgress();
  const api = createReferenceApi({
    data,
    business: options.business,
    latencyMs: options.latencyMs,
    // The dashboard API limits anonymous v3 calls as the service does (5 a minute). Search is left unlimited: every
    // local reader shares one client key here, which would make the service's per-reader 100 a minute a shared one.
    // One origin keeps the old, unlimited server.
    throttle: options.singleOrigin ? false : 'resources',
    // The docs origin is the one the request came to; the dashboard's, its pair (topology.ts).
    ...servedOrigins(where, options.singleOrigin),
    // Real documentation is parsed on every core; the demo's few pages are not worth starting threads for.
    ...(options.docs.length > 0 ? {
      extractPages: workerExtractor(),
      onIndexProgress: progress,
      pageHtml: (page) => (isDiskPage(page) ? readPageFile(page.file) : page.html),
      ...(options.indexCache === false ? {} : {
        indexCache: diskIndexCache(options.indexCache ?? defaultCacheDir(), (line) => process.stdout.write(`${line}\n`)),
      }),
    } : {}),
  });
  for (const rule of options.faults) api.faults.set(rule.pattern, rule.fault);
  const indexing = performance.now();
  await api.content.ready();
  const indexMs = performance.now() - indexing;
  const site = createSiteHandler({
    api,
    sites,
    cdnDir: `${PACKAGE_ROOT}dist/cdn`,
    demoDir: `${PACKAGE_ROOT}demo`,
    served: ingested,
  });
  const docs = await listen(docsOriginHandler(api, site, options.singleOrigin), options.port, options.host);
  const docsOrigin = docs.base.slice(0, -1);
  where.docs = docsOrigin;
  const servers = [docs.server];
  process.stdout.write(`listening on ${docs.base}\n`);
  if (!options.singleOrigin) {
    const apiPort = options.apiPort ?? (options.port === 0 ? 0 : options.port + 1);
    const dashboard = await listen(dashboardOriginHandler(api), apiPort, options.host);
    where.dashboard = dashboard.base.slice(0, -1);
    servers.push(dashboard.server);
    process.stdout.write(`dashboard API on ${dashboard.base} (cross-site rules and anonymous rate limit of the hosting service)\n`);
  }
  for (const entry of ingested) {
    const docsUrl = api.deps.docsUrl(docsOrigin, entry.slug, entry.version);
    process.stdout.write(`docs ${entry.slug}/${entry.version}: ${entry.pages} pages (${entry.doctype}, language ` +
      `${entry.language} from ${entry.languageSource}) read in ${Math.round(entry.ms)} ms at ${docsUrl}\n`);
  }
  const stats = api.content.stats();
  process.stdout.write(`search index: ${stats.pages} pages, ${stats.blocks} sections and objects in ` +
    `${stats.versions} versions, built in ${Math.round(indexMs)} ms\n`);
  // The index cache is written after the server listens; an early stop waits for it, so the next start finds it.
  const stop = () => {
    let open = servers.length;
    for (const server of servers) {
      server.close(() => --open === 0 && void api.content.settled().then(() => process.exit(0)));
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Runs `index` or `add` (bad input: a UsageError, printed as one sentence); false for any other command. */
async function runSiteCommand(argv: string[]): Promise<boolean> {
  const usage = argv[0] === 'index' ? INDEX_USAGE : argv[0] === 'add' ? ADD_USAGE : undefined;
  if (!usage) return false;
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return true;
  }
  const write = (line: string) => process.stdout.write(line);
  try {
    if (argv[0] === 'index') await runIndexCommand(argv.slice(1), write);
    else await runAddCommand(argv.slice(1), {cdnDir: `${PACKAGE_ROOT}dist/cdn`, version: packageVersion()}, write);
  } catch (error) {
    if (error instanceof UsageError) fail(error.message);
    throw error;
  }
  return true;
}

async function main(argv: string[]): Promise<void> {
  if (argv[0] === '--version' || argv[0] === '-v' || argv[0] === 'version') {
    process.stdout.write(`${packageVersion()}\n`);
    return;
  }
  if (await runSiteCommand(argv)) return;
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    process.stdout.write(`${COMMANDS}\n`);
    return;
  }
  let command;
  try {
    command = parseArguments(argv);
  } catch (error) {
    if (error instanceof UsageError) fail(error.message);
    throw error;
  }
  if (command.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  try {
    await start(command.options);
  } catch (error) {
    if (error instanceof InputError) fail(error.message);
    throw error;
  }
}

await main(process.argv.slice(2));
