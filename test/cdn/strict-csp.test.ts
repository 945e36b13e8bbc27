import {expect} from '@open-wc/testing';
import type {FixtureResult} from '../fixtures/csp/harness.js';

/**
 * Each fixture page is served with the strict policy of scripts/wtr-csp-middleware.mjs (script-src/style-src
 * 'self', Trusted Types required, only our policies, lit's and DOMPurify's allowed). It drives the widgets
 * itself and posts what it saw; the runner's own page has no CSP, so the fixture runs in a same-origin iframe.
 */
async function runFixture(name: string, timeout = 25_000): Promise<FixtureResult> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1000px; height: 700px; border: 0';
  const result = new Promise<FixtureResult>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fixture ${name} posted nothing within ${timeout} ms`)), timeout);
    window.addEventListener('message', function onMessage(event: MessageEvent) {
      if (event.source !== frame.contentWindow || event.data?.type !== 'csp-fixture-result') return;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(event.data.result as FixtureResult);
    });
  });
  frame.src = `/test/fixtures/csp/${name}.html`;
  document.body.append(frame);
  try {
    return await result;
  } finally {
    frame.remove();
  }
}

const passed = (result: FixtureResult) =>
  Object.fromEntries(Object.keys(result.checks).map((name) => [name, true as const]));

describe('strict CSP and required Trusted Types', function () {
  this.timeout(40_000);

  it('the fixture pages really enforce Trusted Types', async () => {
    const result = await runFixture('elements');
    expect(result.trustedTypesEnforced).to.equal(true);
  });

  it('every element placed by the page works, with no violation', async () => {
    const result = await runFixture('elements');
    expect(result.checks).to.deep.equal(passed(result));
    expect(result.violations).to.deep.equal([]);
    expect(result.errors).to.deep.equal([]);
  });

  it('the zero-config script tag works, with no violation', async () => {
    const result = await runFixture('zero-config');
    expect(result.checks).to.deep.equal(passed(result));
    expect(result.violations).to.deep.equal([]);
    expect(result.errors).to.deep.equal([]);
  });

  it("a page that already owns the lit-html policy keeps working and gets one report", async () => {
    const result = await runFixture('lit-conflict');
    expect(result.checks).to.deep.equal(passed(result));
  });
});
