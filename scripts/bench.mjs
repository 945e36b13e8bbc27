#!/usr/bin/env node
// Runs every benchmark under bench/ (each prints its own table). Benchmarks measure; they never gate tests.
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';

// Words pick benches by name; options (`--quick`) are handed to each bench run.
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const benches = readdirSync('bench')
  .filter((name) => /\.bench\.(ts|mjs)$/.test(name))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort();
let failures = 0;
for (const bench of benches) {
  console.log(`\n## ${bench}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${bench}`, ...options], {stdio: 'inherit'});
  if (run.status !== 0) failures += 1;
}
if (benches.length === 0) console.log('no benchmarks found under bench/');
process.exit(failures ? 1 : 0);
