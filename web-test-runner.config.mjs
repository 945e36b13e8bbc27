// Every browser test runs in Debian's Chromium: no test tool may download a browser here.
import {existsSync} from 'node:fs';
import {chromeLauncher} from '@web/test-runner-chrome';
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {countsReporter} from './scripts/wtr-counts-reporter.mjs';
import {defaultReporter} from '@web/test-runner';
import {strictCspMiddleware} from './scripts/wtr-csp-middleware.mjs';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(
    `Chromium not found at ${executablePath}: run "sudo apt-get install -y chromium" (Debian) or set CHROME_PATH.`,
  );
  process.exit(1);
}

export default {
  files: ['test/**/*.test.ts', '!test/node/**'],
  nodeResolve: {exportConditions: ['browser', 'development']},
  rootDir: '.',
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 10 * 60_000,
  testFramework: {config: {timeout: 20_000}},
  plugins: [esbuildPlugin({ts: true, tsconfig: './tsconfig.json', target: 'es2022'})],
  middleware: [strictCspMiddleware],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--headless=new',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
        ],
      },
    }),
  ],
  reporters: [defaultReporter(), countsReporter()],
};
