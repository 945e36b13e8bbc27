// Browser tests in one engine per run, from Debian's packages: no test tool may download a browser here.
// ENGINE=chromium (the default), firefox or webkit; `npm test` runs each installed one (scripts/test.mjs).
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {defaultReporter} from '@web/test-runner';
import {countsReporter} from './scripts/wtr-counts-reporter.mjs';
import {strictCspMiddleware} from './scripts/wtr-csp-middleware.mjs';
import {secondOriginMiddleware} from './scripts/wtr-second-origin.mjs';
import {ENGINES, missingEngine} from './scripts/wtr-engines.mjs';

const engine = process.env.ENGINE ?? 'chromium';
const missing = missingEngine(engine);
if (missing) {
  console.error(missing);
  process.exit(1);
}

export default {
  files: ['test/**/*.test.ts', '!test/node/**'],
  nodeResolve: {exportConditions: ['browser', 'development']},
  rootDir: '.',
  concurrency: 1,
  concurrentBrowsers: 1,
  // Generous for a slow CI machine: these bound a hung browser or file, not a test (a test has 20 s).
  browserStartTimeout: 2 * 60_000,
  testsStartTimeout: 2 * 60_000,
  testsFinishTimeout: 10 * 60_000,
  testFramework: {config: {timeout: 20_000}},
  plugins: [esbuildPlugin({ts: true, tsconfig: './tsconfig.json', target: 'es2022'})],
  middleware: [strictCspMiddleware, secondOriginMiddleware],
  browsers: [ENGINES[engine].launcher()],
  reporters: [defaultReporter(), countsReporter({file: `.test-results/browser-${engine}.json`})],
};
