/**
 * A small Sphinx project (issue 26's "Tidepool": a tutorial that mentions a harmonic model, an API page with the
 * `HarmonicModel` class, its two methods and a function), built with Debian's sphinx-build into `work/html`.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const sphinxBuild = ['/usr/bin/sphinx-build'].find((path) => existsSync(path));

/** Writes and builds the project under `work`; returns the built HTML's directory. */
export function buildTidepool(work: string): string {
  const source = join(work, 'source');
  mkdirSync(source);
  writeFileSync(join(source, 'conf.py'), "project = 'Tidepool'\nrelease = '2.0'\nhtml_theme = 'alabaster'\n");
  writeFileSync(join(source, 'index.rst'), 'Tidepool\n========\n\n.. toctree::\n\n   tutorial\n   api\n');
  writeFileSync(join(source, 'tutorial.rst'), 'Tutorial\n========\n\nFitting tides\n-------------\n\n' +
    'Here we fit a harmonic model to a year of tide gauge readings and look at the residuals.\n');
  writeFileSync(join(source, 'api.rst'), 'API reference\n=============\n\n.. py:module:: tidepool\n\n' +
    '.. py:class:: HarmonicModel(constituents)\n\n   Tidal prediction from constituents.\n\n' +
    '   .. py:method:: fit(readings)\n\n      Fits the amplitudes.\n\n' +
    '   .. py:method:: predict(times)\n\n      Predicts heights.\n\n' +
    '.. py:function:: load_gauge(path)\n\n   Reads a gauge file.\n');
  execFileSync(sphinxBuild!, ['-q', '-b', 'html', source, join(work, 'html')], {stdio: 'pipe'});
  return join(work, 'html');
}
