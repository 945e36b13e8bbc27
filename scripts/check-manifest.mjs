#!/usr/bin/env node
// Fails when custom-elements.json is not what the analyzer makes of the current sources, and names what differs.
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';

// Inside the package, relative: the analyzer joins --outdir onto the working directory.
const outdir = join('node_modules', '.cache', 'cem-check');
rmSync(outdir, {recursive: true, force: true});
mkdirSync(outdir, {recursive: true});
try {
  execFileSync('npx', ['cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', outdir], {stdio: 'inherit'});
  const fresh = JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8'));
  const committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const differences = describeDifferences(committed, fresh);
  if (differences.length > 0) {
    console.error('custom-elements.json is out of date: run "npm run manifest" and commit it. Differences:');
    for (const line of differences.slice(0, 20)) console.error(`  ${line}`);
    if (differences.length > 20) console.error(`  … and ${differences.length - 20} more`);
    process.exit(1);
  }
  console.log('custom-elements.json is up to date');
} finally {
  rmSync(outdir, {recursive: true, force: true});
}

/** One line per module that was added, removed, moved or changed, so a CI log says what drifted. */
function describeDifferences(committed, fresh) {
  const lines = [];
  if (committed.schemaVersion !== fresh.schemaVersion) {
    lines.push(`schemaVersion ${committed.schemaVersion} → ${fresh.schemaVersion}`);
  }
  const committedByPath = new Map(committed.modules.map((module) => [module.path, module]));
  const freshByPath = new Map(fresh.modules.map((module) => [module.path, module]));
  for (const path of committedByPath.keys()) if (!freshByPath.has(path)) lines.push(`${path}: not in the sources any more`);
  for (const [path, module] of freshByPath) {
    const old = committedByPath.get(path);
    if (!old) lines.push(`${path}: missing from the committed file`);
    else if (JSON.stringify(old) !== JSON.stringify(module)) lines.push(`${path}: its declarations or exports changed`);
  }
  const committedOrder = committed.modules.map((module) => module.path).join('\n');
  const freshOrder = fresh.modules.map((module) => module.path).join('\n');
  if (lines.length === 0 && committedOrder !== freshOrder) lines.push('the modules are listed in another order');
  return lines;
}
