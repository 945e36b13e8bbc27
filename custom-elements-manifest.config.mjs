// The manifest is generated from the element classes' JSDoc and committed; CI regenerates it and fails on drift.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/reference-api/**', 'src/cli/**', 'src/cdn/**', 'src/**/*.test.ts'],
  litelement: true,
  dependencies: false,
  packagejson: true,
};
