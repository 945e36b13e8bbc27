// Two builds:
// 1. The npm entry points: unbundled ES modules (one file per source module) with every runtime library
//    left as an import, so an application's bundler dedupes lit & co. Types come from tsc (build:types).
// 2. The script-tag bundle dist/cdn/docs-widgets.js: everything bundled and minified, with the heavy parts
//    split into chunks beside it that load on first use.
import {nodeResolve} from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import {existsSync, rmSync} from 'node:fs';
import {minifyCssLiterals} from './scripts/rollup-minify-css-literals.mjs';

const npmEntries = [
  'src/index.ts',
  'src/define.ts',
  'src/search.ts',
  'src/link-preview.ts',
  'src/version-switcher.ts',
  'src/api/index.ts',
  'src/reference-api/index.ts',
  'src/cli/docs-widgets.ts',
  // Reached only through `new Worker(new URL('./search-worker.js', import.meta.url))`, which is not an import.
  'src/sources/static/search-worker.ts',
  // Loaded by URL as a worker thread (extract-workers.ts), so no import reaches it.
  'src/reference-api/content/extract-worker.ts',
].filter((file) => existsSync(file));

const isBare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

const ts = () => esbuild({target: 'es2022', tsconfig: './tsconfig.json', sourceMap: false});

/** Empties an output folder before a build: chunk names carry content hashes, and old ones would pile up there. */
const cleanDir = (dir) => ({name: 'clean-dir', buildStart: () => rmSync(dir, {recursive: true, force: true})});

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
  ...(existsSync('src/cdn/docs-widgets.ts')
    ? [
        {
          input: {'docs-widgets': 'src/cdn/docs-widgets.ts'},
          // Size budgets (scripts/size.mjs): eager part <= 15 KB gzip, everything <= 40 KB.
          plugins: [
            cleanDir('dist/cdn'),
            nodeResolve({browser: true, exportConditions: ['browser', 'production']}),
            minifyCssLiterals(),
            ts(),
            terser({ecma: 2022, module: true, compress: {passes: 3}, format: {comments: false}}),
          ],
          output: {
            dir: 'dist/cdn',
            format: 'es',
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            // The libraries get chunks of their own, so the size table (scripts/size.mjs) shows what each costs.
            manualChunks(id) {
              if (/node_modules\/(lit|lit-html|lit-element|@lit\/reactive-element)\//.test(id)) return 'lit';
              if (/node_modules\/zod\/|\/src\/api\//.test(id)) return 'api-client';
              if (/node_modules\/dompurify\//.test(id)) return 'dompurify';
              if (/node_modules\/@floating-ui\//.test(id)) return 'floating-ui';
              return undefined;
            },
          },
        },
        {
          // The static source's search worker: one self-contained file beside the bundle (`worker-src 'self'`, no
          // blob URL, no chunk shared with the page). Built after the bundle, whose build empties dist/cdn.
          input: 'src/sources/static/search-worker.ts',
          plugins: [
            nodeResolve({browser: true, exportConditions: ['browser', 'production']}),
            ts(),
            terser({ecma: 2022, module: true, compress: {passes: 3}, format: {comments: false}}),
          ],
          output: {file: 'dist/cdn/search-worker.js', format: 'es'},
        },
      ]
    : []),
];
