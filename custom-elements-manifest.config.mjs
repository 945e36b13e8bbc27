// The manifest is generated from the element classes' JSDoc and committed; CI regenerates it and fails on drift.
// package.json's "customElements" is set by hand: the analyzer's packagejson option would point it at --outdir.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/reference-api/**', 'src/cli/**', 'src/cdn/**', 'src/**/*.test.ts'],
  litelement: true,
  dependencies: false,
  packagejson: false,
};
