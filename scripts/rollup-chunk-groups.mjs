// Rollup `output.manualChunks` for the script-tag build: fewer, larger files. Each file is gzipped on its own, so
// many small ones lose the shared dictionary (and each costs a request). A module joins a group by which widgets'
// first use loads it, so that no widget loads a file of a group that is not its own (checkChunkGroups fails the build
// otherwise):
// - `shared`: what every widget loads (lit, zod, the client, the api element, configure; a static site's detection
//   loads the api element's part too), and the highlight cache search and link preview both use (lru.ts, ~150 B:
//   left alone, rollup merged it into the eager file);
// - `versions`: what only the version widgets load, with the version helpers their sources' versions parts import;
// - `link-preview`: what only the link preview loads;
// - `preview-versions`: what the link preview and the version widgets share (dismissal, modified clicks, shared flights).
// Left to rollup, as before: the search widget's own modules, what search and the version widgets share
// (page-styles: in `shared` it would add ~700 B to the link preview to save ~300 B each on search and versions), the
// sources and their versions parts (one per page kind), DOMPurify and the section model (a static site's search loads
// them without the link preview), the static site's parts. The eager entry's modules are never grouped.
import {resolve} from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = (path) => resolve(root, 'src', path);

/** Each widget's lazy module, by the letter that stands for it below. */
const WIDGETS = {S: 'cdn/lazy/search.ts', L: 'cdn/lazy/link-preview.ts', V: 'cdn/lazy/versions.ts'};

/** The version helpers the version widgets' sources' versions parts import: the versions group's too. */
const VERSIONS_HELPERS = ['versions/version-entry.ts', 'versions/version-order.ts'];

/**
 * What else a widget's first use loads on some pages only (a source's versions part, the search's hand-off, a static
 * site's parts). A module these need counts as used by that widget, but is grouped only by the widget modules.
 */
const PARTS = {
  S: ['cdn/lazy/search-button.ts', 'cdn/lazy/search-fallback.ts', 'cdn/lazy/static-part.ts', 'sources/static/static-search.ts', 'sources/static/static-section.ts'],
  L: ['cdn/lazy/static-part.ts', 'sources/static/static-section.ts'],
  V: ['sources/hosted/hosted-versions.ts', 'sources/api/api-versions.ts', 'versions/version-data-v2.ts', 'cdn/lazy/static-part.ts',
    'sources/static/static-versions.ts'],
};

/** The group of a module used by exactly these widgets (letters in WIDGETS' order); none: rollup places it. */
const GROUP_OF = {SLV: 'shared', SL: 'shared', LV: 'preview-versions', V: 'versions', L: 'link-preview'};

/** Which widgets load each group's file. */
const LOADED_BY = {shared: 'SLV', 'preview-versions': 'LV', versions: 'V', 'link-preview': 'L'};

export const GROUP_NAMES = new Set(Object.keys(LOADED_BY));

/** The ids of a module's import statements' sources, in the order rollup lists them in `importedIds`. */
function importsById(info) {
  const sources = [...new Set(info.ast.body.filter((node) => node.source).map((node) => node.source.value))];
  return sources.length === info.importedIds.length ? new Map(sources.map((source, i) => [source, info.importedIds[i]])) : undefined;
}

/**
 * The modules `id` needs at run time, as rollup chunks them: a re-export (`export {x} from './y.js'`) is a need not of
 * the module that re-exports, but of the module that imports `x` from it (rollup links that importer to `y`).
 * Without that, sanitize.ts's re-export of the highlight tokenizer would make the link preview a user of search code.
 */
export function dependencies(id, getModuleInfo) {
  const info = getModuleInfo(id);
  if (!info) return [];
  const idOf = id.startsWith(src('')) && info.ast ? importsById(info) : undefined;
  if (!idOf) return info.importedIds;
  const found = new Set();
  for (const node of info.ast.body) {
    if (node.type !== 'ImportDeclaration') continue;
    const target = idOf.get(node.source.value);
    found.add(target);
    for (const specifier of node.specifiers) {
      const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name ?? specifier.imported.value
        : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';
      for (const origin of reexportOrigins(target, name, getModuleInfo)) found.add(origin);
    }
  }
  return [...found];
}

/** The modules a name imported from `id` comes from when `id` re-exports it (following chains of re-exports). */
function reexportOrigins(id, name, getModuleInfo, seen = new Set()) {
  const info = getModuleInfo(id);
  if (!info?.ast || seen.has(id) || !id.startsWith(src(''))) return [];
  seen.add(id);
  const idOf = importsById(info);
  if (!idOf) return info.importedIds;
  const origins = [];
  for (const node of info.ast.body) {
    if (!node.source) continue;
    const target = idOf.get(node.source.value);
    if (node.type === 'ExportAllDeclaration') {
      origins.push(target, ...reexportOrigins(target, name, getModuleInfo, seen));
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const specifier of node.specifiers) {
        const exported = specifier.exported.name ?? specifier.exported.value;
        if (name === '*' || exported === name) {
          origins.push(target, ...reexportOrigins(target, specifier.local.name ?? specifier.local.value, getModuleInfo, seen));
        }
      }
    }
  }
  return origins;
}

/** Every module `start` needs, itself included, leaving out `skip` (and what only `skip` leads to). */
function closure(start, getModuleInfo, skip = new Set()) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const id = queue.pop();
    if (seen.has(id) || skip.has(id)) continue;
    seen.add(id);
    queue.push(...dependencies(id, getModuleInfo));
  }
  return seen;
}

/** `output.manualChunks` (with `onlyExplicitManualChunks`): the group of each module, computed once. */
export function chunkGroups(entry) {
  let groupOf;
  return (id, {getModuleInfo}) => {
    groupOf ??= assignGroups(src(entry), getModuleInfo);
    return groupOf.get(id);
  };
}

function assignGroups(entry, getModuleInfo) {
  const eager = closure(entry, getModuleInfo);
  const needs = (starts) => new Set(starts.flatMap((start) => [...closure(src(start), getModuleInfo, eager)]));
  const users = new Map();
  const widgetUsers = new Map();
  const add = (map, module, key) => map.set(module, (map.get(module) ?? '') + key);
  for (const [key, widget] of Object.entries(WIDGETS)) {
    const own = needs([widget, ...(key === 'V' ? VERSIONS_HELPERS : [])]);
    for (const module of own) add(widgetUsers, module, key);
    for (const module of new Set([...own, ...needs(PARTS[key])])) add(users, module, key);
  }
  const groupOf = new Map();
  for (const [module, own] of widgetUsers) {
    const key = users.get(module);
    const group = GROUP_OF[key];
    // A group loaded by more widgets than use the module (lru.ts in shared) takes it only when every user's own module
    // needs it: a module one widget loads only through a part (DOMPurify, for a static site's search) stays out.
    if (group && (own === key || LOADED_BY[group] === key) && getModuleInfo(module)?.isIncluded) groupOf.set(module, group);
  }
  for (const module of closure(src('elements/api-element.ts'), getModuleInfo, eager)) groupOf.set(module, 'shared');
  return groupOf;
}

/**
 * Fails the build when the grouping breaks what it promises: the eager entry imports no chunk statically and holds
 * only the modules it needs (rollup's experimentalMinChunkSize merges small chunks into it otherwise), and no widget's
 * first use, on any page, loads a group's file that is not its own (LOADED_BY).
 */
export function checkChunkGroups(entry) {
  return {
    name: 'check-chunk-groups',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const getModuleInfo = (id) => this.getModuleInfo(id);
      const needed = closure(src(entry), getModuleInfo);
      for (const chunk of chunks.filter((file) => file.isEntry)) {
        if (chunk.imports.length) this.error(`chunk groups: the eager entry imports ${chunk.imports.join(', ')} statically`);
        const extra = chunk.moduleIds.filter((id) => !needed.has(id) && this.getModuleInfo(id)?.isIncluded);
        if (extra.length) this.error(`chunk groups: the eager entry holds modules it does not need: ${extra.join(', ')}`);
        // A widget or part the grouping does not know would be chunked by rollup alone, and its users left uncounted.
        const known = new Set([...Object.values(WIDGETS), ...Object.values(PARTS).flat()].map(src));
        for (const file of chunk.dynamicImports) {
          const loaded = bundle[file]?.facadeModuleId;
          if (loaded && !known.has(loaded)) this.error(`chunk groups: the eager entry loads ${loaded}; add it to WIDGETS or PARTS`);
        }
      }
      const loads = (file, seen = new Set()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of bundle[file]?.imports ?? []) loads(imported, seen);
        return seen;
      };
      for (const [key, widget] of Object.entries(WIDGETS)) {
        for (const start of [widget, ...PARTS[key]]) {
          const chunk = chunks.find((file) => file.moduleIds.includes(src(start)));
          for (const file of chunk ? loads(chunk.fileName) : []) {
            const group = bundle[file].name;
            if (GROUP_NAMES.has(group) && !LOADED_BY[group].includes(key)) {
              this.error(`chunk groups: ${start} would load ${file}, a file of the ${group} group, not loaded by that widget`);
            }
          }
        }
      }
    },
  };
}
