#!/usr/bin/env node
// The README's test command: the browser tests in each engine asked for (Chromium, Firefox ESR, WebKitGTK, from
// Debian), then the Node-only tests (the CLI, ingest from disk). Prints the counts per engine, then
// "tests: N passed, N failed" summed over everything last, and exits non-zero when anything failed.
//   npm test                          Chromium and every other engine installed here, then the Node tests
//   npm test -- --engines=all         all three, a missing one failing the run (what CI runs), then the Node tests
//   npm test -- --engines=firefox     some engines only (comma-separated), then the Node tests
//   npm test -- "test/x/**/*.test.ts" those browser files in the engines asked for (no Node tests)
//   npm test -- --engines=            the Node tests alone (`npm run test:node`; Node 20 has no --test globs)
// Plain `npm test` says which engine it left out and how to install it, so the README's two commands hold on a
// machine with Chromium alone; an engine named (or `all`) that is missing counts as failed.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {ENGINES, missingEngine} from './wtr-engines.mjs';

function nodeTestFiles() {
  return readdirSync('test/node', {recursive: true})
    .filter((name) => String(name).endsWith('.test.ts'))
    .map((name) => `test/node/${name}`)
    .sort();
}

const engineArg = process.argv.slice(2).find((arg) => arg.startsWith('--engines='));
const engineList = engineArg?.slice('--engines='.length);
const optional = (name) => name !== 'chromium' && engineList === undefined;
const engines = engineList === undefined || engineList === 'all' ? Object.keys(ENGINES) : engineList.split(',').filter(Boolean);
const extraArgs = process.argv.slice(2).filter((arg) => arg !== engineArg);
rmSync('.test-results', {recursive: true, force: true});

// The Node tests that failed, by their TAP lines: "not ok N - title" nested under the suites' "# Subtest:" lines (a
// suite whose test failed is itself "not ok"; only the innermost failures are named).
function failedNodeTests(tap) {
  const failures = [];
  const path = [];
  for (const line of tap.split('\n')) {
    const depth = (/^( *)/.exec(line)?.[1].length ?? 0) / 4;
    const subtest = /^ *# Subtest: (.*)$/.exec(line);
    if (subtest) {
      path.length = depth;
      path[depth] = subtest[1];
      continue;
    }
    const notOk = /^ *not ok \d+ - (.*?)(?: # .*)?$/.exec(line);
    if (!notOk) continue;
    const title = [...path.slice(0, depth), notOk[1]].join(' > ');
    // A failed suite repeats the failure of a test inside it, which came first.
    if (!failures.some((failure) => failure.startsWith(`${title} > `))) failures.push(title);
  }
  return failures;
}

const perEngine = [];
for (const name of engines) {
  const started = Date.now();
  const missing = missingEngine(name);
  let counts = {passed: 0, failed: 0, skipped: 0, erroredFiles: 0, skippedTests: [], failedTests: []};
  let failed;
  if (missing && optional(name)) {
    console.log(`\n=== ${missing}; not run`);
    perEngine.push({name, label: ENGINES[name].label, notRun: missing});
    continue;
  }
  if (missing) {
    // An engine asked for that is not installed fails the run: a missing engine is not a passing one.
    console.error(`\n${missing}`);
    failed = 1;
  } else {
    console.log(`\n=== browser tests in ${ENGINES[name].label}`);
    const run = spawnSync('npx', ['web-test-runner', ...extraArgs], {stdio: 'inherit', env: {...process.env, ENGINE: name}});
    const file = `.test-results/browser-${name}.json`;
    if (existsSync(file)) counts = JSON.parse(readFileSync(file, 'utf8'));
    // A run that crashed or failed to load a file counts as a failure even with no failed test.
    failed = run.status !== 0 ? Math.max(1, counts.failed + counts.erroredFiles) : counts.failed;
  }
  perEngine.push({name, label: ENGINES[name]?.label ?? name, ...counts, failed, seconds: Math.round((Date.now() - started) / 1000)});
}

let nodeCounts = {passed: 0, failed: 0, failedTests: []};
const runNode = extraArgs.length === 0;
if (runNode) {
  const node = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=tap', '--test-reporter-destination=stdout', ...nodeTestFiles()],
    {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024},
  );
  process.stdout.write(node.stdout ?? '');
  const read = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(node.stdout ?? '')?.[1] ?? 0);
  nodeCounts = {passed: read('pass'), failed: read('fail'), failedTests: failedNodeTests(node.stdout ?? '')};
  if (node.status !== 0 && nodeCounts.failed === 0) nodeCounts.failed = 1;
}

console.log('');
for (const result of perEngine) {
  for (const title of result.skippedTests ?? []) console.log(`skipped: ${title}`);
}
// Failures last but for the counts: a CI log cut to its tail still names them.
for (const result of perEngine) {
  for (const title of result.failedTests ?? []) console.log(`failed in ${result.label}: ${title}`);
}
for (const title of nodeCounts.failedTests) console.log(`failed in Node: ${title}`);
for (const result of perEngine) {
  if (result.notRun) console.log(`browser ${result.label}: not run (not installed)`);
  else console.log(`browser ${result.label}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${result.seconds} s)`);
}
if (runNode) console.log(`node: ${nodeCounts.passed} passed, ${nodeCounts.failed} failed`);
const passed = perEngine.reduce((sum, r) => sum + (r.passed ?? 0), 0) + nodeCounts.passed;
const failed = perEngine.reduce((sum, r) => sum + (r.failed ?? 0), 0) + nodeCounts.failed;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
