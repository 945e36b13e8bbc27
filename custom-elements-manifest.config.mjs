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

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/reference-api/**', 'src/cli/**', 'src/cdn/**', 'src/**/*.test.ts'],
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [stableModuleOrder()],
};
