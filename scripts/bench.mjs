#!/usr/bin/env node
// Runs every benchmark under bench/ (each prints its own table). Benchmarks measure; they never gate tests.
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';

// The words before the first option pick benches by name; everything from the first option on (`--quick`,
// `--parts inp`, `--rounds 1`) is handed to each bench run as written. Splitting every word by its leading dashes
// instead took an option's value for a bench name and ran the bench with the option and no value.
const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('--'));
const only = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
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
