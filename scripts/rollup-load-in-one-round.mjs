// Rollup plugin for the script-tag build: a lazy `import("./chunks/search-x.js")` becomes one `import()` per file
// that the chunk needs and the importer has not loaded yet, all at once. Without it the browser fetches the
// chunk, parses it, then fetches what it imports (and what those import): one round trip per level.
// The widget's own chunk comes first in the list; scripts/size.mjs reads these lists for its first-use table.
import {dirname, posix} from 'node:path';

/** Every file `fileName` loads before it runs: itself and its static imports, transitively. */
function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) staticClosure(bundle, imported, seen);
  return seen;
}

const relativeTo = (from, to) => {
  const path = posix.relative(dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
};

export function loadInOneRound() {
  return {
    name: 'load-in-one-round',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.dynamicImports.length === 0) continue;
        const loaded = staticClosure(bundle, chunk.fileName);
        chunk.code = chunk.code.replace(/\bimport\((["'])(\.{1,2}\/[^"']+)\1\)/g, (whole, _quote, specifier) => {
          const target = posix.join(dirname(chunk.fileName), specifier);
          if (!bundle[target]) return whole;
          const files = [...staticClosure(bundle, target)].filter((file) => !loaded.has(file));
          if (files.length < 2) return whole;
          const list = files.map((file) => JSON.stringify(relativeTo(chunk.fileName, file))).join(',');
          return `Promise.all([${list}].map(u=>import(u))).then(m=>m[0])`;
        });
      }
    },
  };
}
