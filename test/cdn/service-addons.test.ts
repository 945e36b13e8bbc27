import {expect} from '@open-wc/testing';
import {ADDONS_EVENT, SERVICE_CLIENT_SELECTOR, SERVICE_WAIT_MS} from '../../src/cdn/eager/service-addons.js';
import {hostedSourceSettings, SERVICE_CLIENT_SELECTOR as HOSTED_SELECTOR} from '../../src/sources/hosted/hosted-versions.js';
import {ADDONS_EVENT as HOSTED_EVENT} from '../../src/sources/hosted/is-hosted-page.js';

// The eager part keeps its own copy of what the service's client does (a smaller eager file); if the copies drifted,
// one side would wait for a payload the other never sees, or stand our widgets down on a page the source reads as
// serviceless.
describe('the eager part and the hosted source agree on the service client', () => {
  it('listen for the same event, look for the same script, and wait as long', () => {
    expect(ADDONS_EVENT).to.equal(HOSTED_EVENT);
    expect(SERVICE_CLIENT_SELECTOR).to.equal(HOSTED_SELECTOR);
    expect(SERVICE_WAIT_MS).to.equal(hostedSourceSettings.payloadWaitMs);
  });
});
