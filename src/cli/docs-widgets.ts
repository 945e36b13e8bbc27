#!/usr/bin/env node
/**
 * `docs-widgets serve`: the reference hosting API, documentation pages with the widgets injected, and the demo site,
 * on one origin. See `USAGE` in options.ts. Works compiled (dist/cli/docs-widgets.js) and from source
 * (`node --import tsx src/cli/docs-widgets.ts serve`).
 */

import {fileURLToPath} from 'node:url';
import {serve} from '@hono/node-server';
import {createReferenceApi, type VersionRef} from '../reference-api/index.js';
import {workerExtractor} from '../reference-api/content/extract-workers.js';
import {requestOrigin} from '../reference-api/core.js';
import {InputError, buildDataset} from './build-dataset.js';
import {USAGE, UsageError, parseArguments, type ServeOptions} from './options.js';
import {INDEX_USAGE, runIndexCommand} from './index-command.js';
import {createSiteHandler} from './site-handler.js';

/** The package root: two levels above this file, in src/cli/ and in dist/cli/ alike. */
const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function fail(message: string): never {
  process.stderr.write(`docs-widgets: ${message}\n`);
  process.exit(2);
}

function hostForUrl(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
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
  const progress = indexProgress();
  const api = createReferenceApi({
    data,
    business: options.business,
    latencyMs: options.latencyMs,
    // Real documentation is parsed on every core; the demo's few pages are not worth starting threads for.
    ...(options.docs.length > 0 ? {extractPages: workerExtractor(), onIndexProgress: progress} : {}),
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
  });
  const fetch = (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/')) return api.fetch(request);
    return site(request, requestOrigin(request));
  };
  const server = serve({fetch, port: options.port, hostname: options.host}, (info) => {
    const base = `http://${hostForUrl(options.host)}:${info.port}/`;
    process.stdout.write(`listening on ${base}\n`);
    for (const entry of ingested) {
      const docsUrl = api.deps.docsUrl(base.slice(0, -1), entry.slug, entry.version);
      process.stdout.write(`docs ${entry.slug}/${entry.version}: ${entry.pages} pages (${entry.doctype}) read in ` +
        `${Math.round(entry.ms)} ms at ${docsUrl}\n`);
    }
    const stats = api.content.stats();
    process.stdout.write(`search index: ${stats.pages} pages, ${stats.blocks} sections and objects in ` +
      `${stats.versions} versions, built in ${Math.round(indexMs)} ms\n`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(error.code === 'EADDRINUSE' ? `port ${options.port} on ${options.host} is already in use` : error.message);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(argv: string[]): Promise<void> {
  if (argv[0] === 'index') {
    if (argv.includes('--help') || argv.includes('-h')) {
      process.stdout.write(`${INDEX_USAGE}\n`);
      return;
    }
    try {
      await runIndexCommand(argv.slice(1), (line) => process.stdout.write(line));
    } catch (error) {
      if (error instanceof UsageError) fail(error.message);
      throw error;
    }
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
    process.stdout.write(`${USAGE}\n\n${INDEX_USAGE}\n`);
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
