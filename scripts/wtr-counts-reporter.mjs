// Writes the number of passed, failed and skipped browser tests (and the titles of the skipped tests, which carry the
// reason, and of the failed ones, with the first line of their error) where scripts/test.mjs can add them up per
// engine and name them last, in the lines CI keeps when a run's log is cut.
import {writeFileSync, mkdirSync} from 'node:fs';
import {dirname, relative} from 'node:path';

function count(suite, totals, path) {
  const here = suite.name ? [...path, suite.name] : path;
  for (const test of suite.tests ?? []) {
    if (test.skipped) {
      totals.skipped += 1;
      totals.skippedTests.push([...here, test.name].join(' > '));
    } else if (test.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      const reason = String(test.error?.message ?? '').split('\n')[0].slice(0, 200);
      totals.failedTests.push(`${[...here, test.name].join(' > ')}${reason ? `: ${reason}` : ''}`);
    }
  }
  for (const child of suite.suites ?? []) count(child, totals, here);
}

export function countsReporter({file = '.test-results/browser.json'} = {}) {
  return {
    onTestRunFinished({sessions}) {
      const totals = {passed: 0, failed: 0, skipped: 0, erroredFiles: 0, skippedTests: [], failedTests: []};
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals, [relative(process.cwd(), session.testFile)]);
        // A file that failed to load or threw outside a test has errors but may have no tests.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          totals.erroredFiles += 1;
          const reason = String(session.errors[0]?.message ?? '').split('\n')[0].slice(0, 200);
          totals.failedTests.push(`${relative(process.cwd(), session.testFile)} (the file itself): ${reason}`);
        }
      }
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
