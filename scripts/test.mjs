#!/usr/bin/env node
// The README's test command: browser tests in Debian's Chromium, then the Node-only tests (the CLI, ingest
// from disk). Prints "tests: N passed, N failed" last and exits non-zero when anything failed.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync} from 'node:fs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`tests need Chromium at ${chrome}: run "apt-get update && apt-get install -y chromium" (Debian) or set CHROME_PATH`);
  process.exit(1);
}

function nodeTestFiles() {
  return readdirSync('test/node', {recursive: true})
    .filter((name) => String(name).endsWith('.test.ts'))
    .map((name) => `test/node/${name}`)
    .sort();
}

const extraArgs = process.argv.slice(2);
rmSync('.test-results', {recursive: true, force: true});

const browser = spawnSync('npx', ['web-test-runner', ...extraArgs], {stdio: 'inherit'});
let browserCounts = {passed: 0, failed: 0, erroredFiles: 0};
if (existsSync('.test-results/browser.json')) {
  browserCounts = JSON.parse(readFileSync('.test-results/browser.json', 'utf8'));
}
// A browser run that crashed or failed to load a file counts as a failure even with no failed test.
const browserFailed = browser.status !== 0 ? Math.max(1, browserCounts.failed + browserCounts.erroredFiles) : browserCounts.failed;

let nodeCounts = {passed: 0, failed: 0};
if (extraArgs.length === 0) {
  const node = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=tap', '--test-reporter-destination=stdout', ...nodeTestFiles()],
    {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024},
  );
  process.stdout.write(node.stdout ?? '');
  const read = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(node.stdout ?? '')?.[1] ?? 0);
  nodeCounts = {passed: read('pass'), failed: read('fail')};
  if (node.status !== 0 && nodeCounts.failed === 0) nodeCounts.failed = 1;
}

const passed = browserCounts.passed + nodeCounts.passed;
const failed = browserFailed + nodeCounts.failed;
console.log(`browser: ${browserCounts.passed} passed, ${browserFailed} failed; node: ${nodeCounts.passed} passed, ${nodeCounts.failed} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
