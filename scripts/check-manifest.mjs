#!/usr/bin/env node
// Fails when custom-elements.json is not what the analyzer makes of the current sources.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';

const outdir = mkdtempSync(join(tmpdir(), 'cem-'));
try {
  // The analyzer joins --outdir onto the working directory, so an absolute path must be given relative to it.
  const outdirArg = relative(process.cwd(), outdir);
  execFileSync('npx', ['cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', outdirArg], {stdio: 'inherit'});
  const fresh = readFileSync(join(outdir, 'custom-elements.json'), 'utf8');
  const committed = readFileSync('custom-elements.json', 'utf8');
  if (JSON.stringify(JSON.parse(fresh)) !== JSON.stringify(JSON.parse(committed))) {
    console.error('custom-elements.json is out of date: run "npm run manifest" and commit it.');
    process.exit(1);
  }
  console.log('custom-elements.json is up to date');
} finally {
  rmSync(outdir, {recursive: true, force: true});
}
