// The script-tag build's translations: one file per language and widget part, `chunks/i18n-<tag>-<part>-<hash>.js`,
// holding that part's catalogue (src/i18n/catalogue/<tag>/<part>.ts), its translator (src/i18n/translate-<part>.ts)
// and the formatter (catalogue-format.ts), and importing nothing. A reader on a page in French downloads exactly one
// more file for a widget's first use (issue 27: "a small chunk"), an English reader none.
//
// Why not rollup's own chunks: the translator and the formatter are shared by every language, so rollup would make
// them chunks of their own, and a translation's first use would be three files (measured before: 1,969-2,248 B gzip
// for the search, 1,012 B of it the loaders; one file: at most ~1,500). Here each file is its own small build, and
// the code the languages share is in each of them: on disk only, a page loads one language.
//
// The plugin also swaps src/i18n/load-part.ts (a literal import per language, for bundlers) for load-part.cdn.ts,
// which makes the file's URL from the tag, and gives src/i18n/catalogue-hash.ts the shared hash of these files.
import {rollup} from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';

const I18N = resolve('src/i18n');

/** The widget parts and the translator of each (src/i18n/translate-<part>.ts). */
const TRANSLATORS = {search: 'translateSearch', preview: 'translatePreview', versions: 'translateVersions'};

/** The languages with a catalogue: the folders of src/i18n/catalogue (page-language.ts lists the same; checked below). */
const languages = () => readdirSync(join(I18N, 'catalogue')).sort();

/**
 * One hash for every language's file: loadPart makes a file's URL from the tag, so the hash cannot be each file's
 * own; it is the hash of every source that goes into the files, so a cached old file is never served under a new
 * build's name.
 */
function sharedHash() {
  const hash = createHash('sha256');
  const files = [
    'catalogue-format.ts',
    'catalogue-types.ts',
    ...Object.keys(TRANSLATORS).map((part) => `translate-${part}.ts`),
    ...readdirSync(join(I18N, 'catalogue'), {recursive: true}).map(String).filter((name) => name.endsWith('.ts')).map((name) => join('catalogue', name)),
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(join(I18N, file)));
  return hash.digest('base64url').slice(0, 8);
}

/**
 * A catalogue's `review` mark is for translators (which translations a native speaker should read), not for readers:
 * it leaves the served file. The build fails if a catalogue has no such line, so that the mark cannot go unnoticed.
 */
const withoutReviewMark = () => ({
  name: 'catalogue-without-review-mark',
  transform(code, id) {
    if (!id.startsWith(join(I18N, 'catalogue') + '/')) return null;
    const stripped = code.replace(/^\s*review: '[^']*',\n/m, '');
    if (stripped === code) this.error(`${id}: no \`review: '…'\` line`);
    return stripped;
  },
});

/** One language's file of one part: its code, built on its own so that it imports nothing. */
async function buildFile(tag, part, minify) {
  const entry = '\0catalogue-file';
  const source = [
    `import catalogue from ${JSON.stringify(join(I18N, 'catalogue', tag, `${part}.ts`))};`,
    `import {${TRANSLATORS[part]} as translate} from ${JSON.stringify(join(I18N, `translate-${part}.ts`))};`,
    `export default translate(catalogue, ${JSON.stringify(tag)});`,
  ].join('\n');
  const bundle = await rollup({
    input: entry,
    plugins: [
      {name: 'catalogue-file-entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? source : null)},
      withoutReviewMark(),
      esbuild({target: 'es2022', tsconfig: './tsconfig.json', sourceMap: false}),
      terser(minify),
    ],
    onwarn(warning, warn) {
      throw new Error(`${tag}/${part}: ${warning.message}`, {cause: warn});
    },
  });
  const {output} = await bundle.generate({format: 'es'});
  await bundle.close();
  const [file, ...more] = output;
  if (more.length || file.imports.length || file.dynamicImports.length) throw new Error(`${tag}/${part}: the file must be one chunk importing nothing`);
  return file.code;
}

/** The languages page-language.ts lists (CATALOGUE_LANGUAGES), which loadPart may be asked for. */
function listed() {
  const list = readFileSync(join(I18N, 'page-language.ts'), 'utf8').match(/CATALOGUE_LANGUAGES = '([\w -]+)'\.split/);
  if (!list) throw new Error('src/i18n/page-language.ts: no CATALOGUE_LANGUAGES list');
  return list[1].split(' ');
}

/**
 * The plugin, with the terser options of the main build (`minify`). The build fails when the languages page-language.ts
 * lists and the catalogue folders differ: a tag listed without its files would load a file that is not there.
 */
export function catalogueFiles({minify}) {
  const hash = sharedHash();
  const cdnLoader = join(I18N, 'load-part.cdn.ts');
  const hashModule = '\0catalogue-hash';
  return {
    name: 'catalogue-files',
    buildStart() {
      const [folders, tags] = [languages().join(' '), listed().sort().join(' ')];
      if (folders !== tags) this.error(`src/i18n/page-language.ts lists ${tags}; src/i18n/catalogue has ${folders}`);
    },
    // Before node-resolve, which would otherwise resolve load-part.js to the npm module.
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        if (!importer?.startsWith(resolve('src'))) return null;
        if (/(^|\/)i18n\/load-part\.js$|^\.\/load-part\.js$/.test(source) && importer !== cdnLoader) return cdnLoader;
        if (importer === cdnLoader && source === './catalogue-hash.js') return hashModule;
        return null;
      },
    },
    load: (id) => (id === hashModule ? `export const CATALOGUE_HASH = ${JSON.stringify(hash)};` : null),
    async generateBundle() {
      for (const tag of languages()) {
        for (const part of Object.keys(TRANSLATORS)) {
          this.emitFile({type: 'asset', fileName: `chunks/i18n-${tag}-${part}-${hash}.js`, source: await buildFile(tag, part, minify)});
        }
      }
    },
  };
}
