/**
 * The npm package as a page without a bundler uses it: built by rollup.config.mjs's npm builds into a folder of its
 * own, and an import map for the bare names its modules import, resolved the way a browser build would pick them
 * (package `exports` with the `browser`, `import`, `module` and `default` conditions).
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {ROOT} from '../../cdn/node/serve-and-drive.js';

interface RollupOutput {
  dir?: string;
  file?: string;
}

/** Runs the npm builds of rollup.config.mjs (everything but `dist/cdn`) with `dist/` replaced by `outDir`. */
export async function buildNpmPackage(outDir: string): Promise<void> {
  const {rollup} = await import('rollup');
  const configs = (await import(join(ROOT, 'rollup.config.mjs'))).default as Array<{output: RollupOutput | RollupOutput[]}>;
  const outputsOf = (config: {output: RollupOutput | RollupOutput[]}) => [config.output].flat();
  const npm = configs.filter((config) => outputsOf(config).every((output) => !(output.dir ?? output.file ?? '').startsWith('dist/cdn')));
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    for (const config of npm) {
      const bundle = await rollup({...config, onwarn: () => {}} as Parameters<typeof rollup>[0]);
      for (const output of outputsOf(config)) {
        await bundle.write(output.dir !== undefined
          ? {...output, dir: join(outDir, relative('dist', output.dir))}
          : {...output, file: join(outDir, relative('dist', output.file ?? ''))});
      }
      await bundle.close();
    }
  } finally {
    process.chdir(cwd);
  }
}

const CONDITIONS = ['browser', 'import', 'module', 'default'];

/** A package `exports` target for the browser conditions (nested condition objects included). */
function pick(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object' || Array.isArray(target)) return undefined;
  for (const [condition, value] of Object.entries(target)) {
    if (CONDITIONS.includes(condition)) {
      const found = pick(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** The file `specifier` (a bare name) means in the browser, relative to `ROOT`; undefined when not found. */
function resolveBare(specifier: string): string | undefined {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] ?? '';
  const subpath = `.${specifier.slice(name.length)}`;
  const folder = join('node_modules', name);
  const manifestFile = join(ROOT, folder, 'package.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {exports?: unknown; module?: string; main?: string};
  const {exports} = manifest;
  let target: string | undefined;
  if (exports && typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports).some((key) => key.startsWith('.'))) {
    const map = exports as Record<string, unknown>;
    target = pick(map[subpath]);
    if (!target) {
      for (const [pattern, value] of Object.entries(map)) {
        const star = pattern.indexOf('*');
        if (star < 0 || !subpath.startsWith(pattern.slice(0, star)) || !subpath.endsWith(pattern.slice(star + 1))) continue;
        target = pick(value)?.replace('*', subpath.slice(star, subpath.length - (pattern.length - star - 1)));
        if (target) break;
      }
    }
  } else if (subpath === '.') {
    target = pick(exports) ?? manifest.module ?? manifest.main ?? 'index.js';
  } else {
    target = subpath;
  }
  return target ? join(folder, target) : undefined;
}

const SPECIFIER = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

/**
 * An import map for the module graph that starts at `entry` (a file): every bare name its modules and their
 * dependencies import, mapped to `/node_modules/...` (the server mounts the project's node_modules there).
 */
export function importMapFor(entry: string): Record<string, string> {
  const imports: Record<string, string> = {};
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (specifier.startsWith('.')) {
        queue.push(join(dirname(file), specifier));
        continue;
      }
      if (specifier.startsWith('node:') || imports[specifier]) continue;
      const resolved = resolveBare(specifier);
      if (!resolved) continue;
      imports[specifier] = `/${resolved}`;
      queue.push(join(ROOT, resolved));
    }
  }
  return imports;
}
