#!/usr/bin/env node
// `node scripts/size-attribution.mjs [chunk-name-part]`: which source modules the script-tag bundle's bytes come from.
// Builds the CDN entry in memory with source maps, gives every character of each minified chunk to the source module
// its mapping points at, and shares the chunk's gzip -9 size out in proportion. An estimate (gzip does not compress
// every module alike), but the same one for every module: good for finding code bigger than its job.
import {rollup} from 'rollup';
import {gzipSync} from 'node:zlib';
import {dirname, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {decode} from '@jridgewell/sourcemap-codec';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];

const configs = (await import(resolve(root, 'rollup.config.mjs'))).default;
const cdn = configs.find((config) => [config.output].flat().some((output) => output.dir === 'dist/cdn'));
process.chdir(root);
const bundle = await rollup({...cdn, plugins: cdn.plugins.filter((plugin) => plugin.name !== 'clean-dir'), logLevel: 'silent'});
const {output} = await bundle.generate({...cdn.output, sourcemap: true});
await bundle.close();

/** `src/x.ts`, or `lit-html (library)` for a library file. */
const shortName = (chunk, source) =>
  relative(root, resolve(root, 'dist/cdn', dirname(chunk.fileName), source)).replace(
    /^node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/,
    '$1 (library)',
  );

for (const chunk of output) {
  if (chunk.type !== 'chunk' || (only && !chunk.fileName.includes(only))) continue;
  const lines = chunk.code.split('\n');
  const mappings = decode(chunk.map.mappings);
  const chars = new Map();
  lines.forEach((line, index) => {
    const segments = mappings[index] ?? [];
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const source = segment.length > 1 ? shortName(chunk, chunk.map.sources[segment[1]]) : '(generated)';
      chars.set(source, (chars.get(source) ?? 0) + end - segment[0]);
    });
  });
  const total = [...chars.values()].reduce((sum, n) => sum + n, 0) || 1;
  const gzip = gzipSync(chunk.code, {level: 9}).length;
  console.log(`\n${chunk.fileName}: ${chunk.code.length.toLocaleString('en')} B, ${gzip.toLocaleString('en')} B gzip`);
  for (const [source, count] of [...chars].sort((a, b) => b[1] - a[1])) {
    const share = Math.round((count / total) * gzip);
    if (share >= 40) console.log(`${share.toLocaleString('en').padStart(8)}  ${source}`);
  }
}
