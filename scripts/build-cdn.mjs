// Builds only the script-tag bundle (dist/cdn) with the CDN entry of rollup.config.mjs; the npm build is left alone.
// Used by `npm run size` and by the real-docs and theme tests when dist/cdn is missing or older than src/.
import {existsSync, readdirSync, rmSync, statSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CDN_ENTRY = join(root, 'dist/cdn/docs-widgets.js');

function newestSource(dir) {
  let newest = 0;
  for (const name of readdirSync(dir, {recursive: true})) {
    const file = join(dir, String(name));
    if (/\.(ts|js|mjs)$/.test(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** True when dist/cdn is missing or any file under src/ changed after it was built. */
export function cdnIsStale() {
  if (!existsSync(CDN_ENTRY)) return true;
  return newestSource(join(root, 'src')) > statSync(CDN_ENTRY).mtimeMs;
}

export async function buildCdn() {
  const {rollup} = await import('rollup');
  const configs = (await import(join(root, 'rollup.config.mjs'))).default;
  const intoCdn = configs.filter((config) => [config.output].flat()
    .some((output) => output.dir === 'dist/cdn' || output.file?.startsWith('dist/cdn/')));
  // The bundle comes first; then the files built beside it (the static search worker and its chunk), after it: its
  // build empties dist/cdn.
  const [cdn, ...beside] = intoCdn;
  if (!cdn) throw new Error('rollup.config.mjs has no dist/cdn build (src/cdn/docs-widgets.ts missing?)');
  const cwd = process.cwd();
  process.chdir(root);
  // Chunk names carry content hashes: old ones would pile up and be counted by the size table.
  rmSync(join(root, 'dist/cdn'), {recursive: true, force: true});
  try {
    const bundle = await rollup({...cdn, logLevel: 'silent'});
    for (const output of [cdn.output].flat()) await bundle.write(output);
    await bundle.close();
    for (const config of beside) {
      const extra = await rollup({...config, logLevel: 'silent'});
      for (const output of [config.output].flat()) await extra.write(output);
      await extra.close();
    }
  } finally {
    process.chdir(cwd);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildCdn();
  console.log(`built ${CDN_ENTRY}`);
}
