// Writes the number of passed and failed browser tests where .ci/run can add them up.
import {writeFileSync, mkdirSync} from 'node:fs';

function count(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites ?? []) count(child, totals);
}

export function countsReporter({file = '.test-results/browser.json'} = {}) {
  return {
    onTestRunFinished({sessions}) {
      const totals = {passed: 0, failed: 0, skipped: 0, erroredFiles: 0};
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        // A file that failed to load or threw outside a test has errors but may have no tests.
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.erroredFiles += 1;
      }
      mkdirSync('.test-results', {recursive: true});
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
