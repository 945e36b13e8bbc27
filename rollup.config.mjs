// Two builds:
// 1. The npm entry points: unbundled ES modules (one file per source module) with every runtime library
//    left as an import, so an application's bundler dedupes lit & co. Types come from tsc (build:types).
// 2. The script-tag bundle dist/cdn/docs-widgets.js: everything bundled and minified, with the heavy parts
//    split into chunks beside it that load on first use.
import {nodeResolve} from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import {existsSync, rmSync} from 'node:fs';
import {basename} from 'node:path';
import {minifyCssLiterals, minifyHtmlLiterals} from './scripts/rollup-minify-css-literals.mjs';
import {loadInOneRound} from './scripts/rollup-load-in-one-round.mjs';
import {dompurifyFromSource} from './scripts/rollup-dompurify-source.mjs';
import {checkChunkGroups, chunkGroups, GROUP_NAMES} from './scripts/rollup-chunk-groups.mjs';
import {catalogueFiles} from './scripts/rollup-catalogue-files.mjs';
import {workerEntities} from './scripts/rollup-worker-entities.mjs';

const npmEntries = [
  'src/index.ts',
  'src/define.ts',
  'src/search.ts',
  'src/link-preview.ts',
  'src/version-switcher.ts',
  'src/api/index.ts',
  'src/reference-api/index.ts',
  'src/cli/docs-widgets.ts',
  // Loaded by URL as a worker thread (extract-workers.ts), so no import reaches it.
  'src/reference-api/content/extract-worker.ts',
].filter((file) => existsSync(file));

const isBare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

const ts = () => esbuild({target: 'es2022', tsconfig: './tsconfig.json', sourceMap: false});

/** Empties an output folder before a build: chunk names carry content hashes, and old ones would pile up there. */
const cleanDir = (dir) => ({name: 'clean-dir', buildStart: () => rmSync(dir, {recursive: true, force: true})});

/**
 * The static source's search worker for the npm package, at the path the worker client names
 * (`new URL('./search-worker.js', import.meta.url)`, which is not an import, so no npm entry reaches it). Bundled
 * with minisearch, not left importing it by its bare name as the other npm modules do: a page's import map does not
 * apply inside a worker, so a bundler-less page could not resolve the name there.
 */
const npmSearchWorker = {
  input: 'src/sources/static/search-worker.ts',
  plugins: [workerEntities(), nodeResolve({browser: true, exportConditions: ['browser', 'production']}), ts()],
  // Sphinx snippets' reader (worker-snippets.ts, with the HTML parser) is a chunk the worker imports only for a site
  // searched through Sphinx's own index; named apart from the npm modules beside it.
  output: {dir: 'dist/sources/static', entryFileNames: 'search-worker.js', chunkFileNames: 'search-worker-[name]-[hash].js',
    format: 'es'},
};

/** The script-tag build's minifier options (also of each language's file, scripts/rollup-catalogue-files.mjs). */
const MINIFY = {
  ecma: 2022,
  module: true,
  compress: {passes: 6, pure_getters: true, unsafe_arrows: true, unsafe_methods: true, unsafe_math: true, unsafe: true},
  format: {comments: false},
};

/** The modules a dynamic import loads (filled as the build ends), for the chunk names. */
const dynamicTargets = new Set();
const collectDynamicTargets = () => ({
  name: 'collect-dynamic-targets',
  buildEnd() {
    for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.dynamicImporters.length) dynamicTargets.add(id);
  },
});

export default [
  {
    input: npmEntries,
    external: isBare,
    plugins: [ts()],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      entryFileNames: '[name].js',
    },
  },
  ...(existsSync(npmSearchWorker.input) ? [npmSearchWorker] : []),
  ...(existsSync('src/cdn/docs-widgets.ts')
    ? [
        {
          input: {'docs-widgets': 'src/cdn/docs-widgets.ts'},
          // Size budgets: scripts/size.mjs. Chunks by use (no chunk per library): modules are grouped by the widgets that
          // load them (scripts/rollup-chunk-groups.mjs, checked on the output by checkChunkGroups), rollup chunks the rest,
          // and a widget's chunks load in one round (loadInOneRound).
          plugins: [
            cleanDir('dist/cdn'),
            dompurifyFromSource(),
            nodeResolve({browser: true, exportConditions: ['browser', 'production']}),
            minifyCssLiterals(),
            ts(),
            minifyHtmlLiterals(),
            terser(MINIFY),
            loadInOneRound(),
            collectDynamicTargets(),
            checkChunkGroups('cdn/docs-widgets.ts'),
            catalogueFiles({minify: MINIFY}),
          ],
          output: {
            dir: 'dist/cdn',
            format: 'es',
            entryFileNames: '[name].js',
            // A chunk with a source's module that a dynamic import loads (src/sources/**) is named after that module, also
            // when rollup merged a small chunk into it (below) and would take the small one's name: scripts/size.mjs
            // finds a source's parts by name.
            // A language's catalogue is a file of its own, chunks/i18n-<lang>-<part>-<hash>.js (catalogueFiles).
            chunkFileNames: (chunk) => {
              const source = chunk.moduleIds.find((id) => /\/src\/sources\//.test(id) && dynamicTargets.has(id));
              return `chunks/${chunk.facadeModuleId || !source || GROUP_NAMES.has(chunk.name) ? '[name]' : basename(source).replace(/\.[jt]s$/, '')}-[hash].js`;
            },
            // Chunks of a few hundred bytes (a helper two widgets share) cost a file and its compression each: rollup
            // merges side-effect-free ones into a chunk loaded with them. Higher thresholds moved code into the eager
            // part (measured: 2,500 took it from 7,477 to 8,030 B gzip).
            // Measured with the groups below: 0 or 500 left hosted and api pages within ±20 B and added a file and
            // ~200 B to a static site's first uses; 2,000 merged the api source's chunk into one hosted pages load
            // (+170 B on each first use there).
            experimentalMinChunkSize: 1_000,
            // Only the modules chunkGroups names go to its groups (without the flag, rollup would pull each one's imports
            // in too, the eager entry's among them).
            manualChunks: chunkGroups('cdn/docs-widgets.ts'),
            onlyExplicitManualChunks: true,
          },
        },
        {
          // The static source's search worker: one self-contained file beside the bundle (`worker-src 'self'`, no
          // blob URL, no chunk shared with the page). Built after the bundle, whose build empties dist/cdn.
          input: 'src/sources/static/search-worker.ts',
          plugins: [
            workerEntities(),
            nodeResolve({browser: true, exportConditions: ['browser', 'production']}),
            ts(),
            terser({ecma: 2022, module: true, compress: {passes: 3}, format: {comments: false}}),
          ],
          // Its one chunk, Sphinx snippets' reader (worker-snippets.ts, with the HTML parser), loads only on a site
          // searched through Sphinx's own index; named static-* so that the size table counts it with the static
          // site's files.
          output: {dir: 'dist/cdn', entryFileNames: 'search-worker.js', chunkFileNames: 'chunks/static-[name]-[hash].js',
            format: 'es'},
        },
      ]
    : []),
];
