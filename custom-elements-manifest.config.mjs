// The manifest is generated from the element classes' JSDoc and committed; CI regenerates it and fails on drift.
// package.json's "customElements" is set by hand: the analyzer's packagejson option would point it at --outdir.

/**
 * The analyzer lists modules in the order its glob walker finishes reading directories, which changes with the file
 * system and the machine's load; a committed file must not. Modules (and their exports) are sorted by path.
 */
function stableModuleOrder() {
  return {
    name: 'stable-module-order',
    packageLinkPhase({customElementsManifest}) {
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },
  };
}

/**
 * The analyzer also records each `dispatchEvent(new SomeEvent(…))` it sees, without a name (the name is set inside
 * the event class). The `@fires` tags already document those events by name and type, so the nameless copies go.
 */
function onlyNamedEvents() {
  return {
    name: 'only-named-events',
    packageLinkPhase({customElementsManifest}) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.events) declaration.events = declaration.events.filter((event) => event.name);
        }
      }
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/reference-api/**', 'src/cli/**', 'src/cdn/**', 'src/**/*.test.ts'],
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [stableModuleOrder(), onlyNamedEvents()],
};
