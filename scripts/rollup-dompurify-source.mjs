// DOMPurify for the script-tag bundle, built from the TypeScript source its package ships (dompurify/src) rather than
// from dist/purify.es.mjs. The same library and version, the same code: the dist file is that source through Babel,
// whose ES5 helpers (`_slicedToArray`, `arguments.length > 0 && arguments[0] !== undefined ? …` for every default
// parameter) terser cannot take back. Built for the bundle's ES2022 target it is ~1 KB smaller gzipped
// (measured: the sections chunk, which every link preview's first use loads). The npm build leaves `dompurify` as an
// import, so an application's bundler picks its own copy as before.
import {build} from 'esbuild';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

export function dompurifyFromSource() {
  const require = createRequire(import.meta.url);
  const root = dirname(dirname(require.resolve('dompurify')));
  const {version} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  // The entry file's own path as the id: the bundle's chunks and scripts/size-attribution.mjs name DOMPurify by it.
  const ID = join(root, 'src/purify.ts');
  return {
    name: 'dompurify-from-source',
    resolveId: (id) => (id === 'dompurify' ? ID : null),
    async load(id) {
      if (id !== ID) return null;
      const {outputFiles} = await build({
        entryPoints: [join(root, 'src/purify.ts')],
        bundle: true,
        write: false,
        // A source map, so scripts/size-attribution.mjs gives these bytes to DOMPurify's files.
        outfile: join(root, 'src/purify.js'),
        sourcemap: 'external',
        format: 'esm',
        target: 'es2022',
        // Replaced by DOMPurify's own build too (`DOMPurify.version`).
        define: {VERSION: JSON.stringify(version)},
        logLevel: 'error',
      });
      const file = (extension) => outputFiles.find((output) => output.path.endsWith(extension)).text;
      return {code: file('.js'), map: file('.js.map')};
    },
  };
}
