import {expect} from '@open-wc/testing';
import {HttpError, NetworkError} from '../../src/api/errors.js';
import {DocsErrorEvent} from '../../src/internal/docs-error-event.js';
import {MissingProjectError} from '../../src/internal/missing-project-error.js';

describe('DocsErrorEvent.from', () => {
  const widget = {url: 'https://docs.example/api/v3/', operation: 'versions'};

  it("takes the URL the client reports on its error and keeps the widget's operation", () => {
    const error = new HttpError({url: 'https://docs.example/api/v3/projects/demo/', operation: 'getProject'}, 503, 'Unavailable', '', undefined);
    const event = DocsErrorEvent.from(error, widget);
    expect(event.detail.error).to.equal(error);
    expect(event.detail.request).to.deep.equal({url: 'https://docs.example/api/v3/projects/demo/', operation: 'versions'});
    expect((event.detail.error as HttpError).request.operation, "the client's operation stays on the error").to.equal('getProject');
  });

  it("falls back to the widget's URL for an error without a request (a configuration mistake)", () => {
    const event = DocsErrorEvent.from(new MissingProjectError(), widget);
    expect(event.detail.request).to.deep.equal(widget);
    expect(event.detail.error.name).to.equal('MissingProjectError');
    expect(event.detail.error.message).to.contain('project attribute');
  });

  it('wraps anything thrown that is not an Error, and bubbles out of shadow roots', () => {
    const event = DocsErrorEvent.from('offline', {url: '', operation: 'search'});
    expect(event.detail.error).to.be.instanceOf(Error);
    expect(event.detail.error.message).to.equal('offline');
    expect(event.type).to.equal('docs-error');
    expect(event.bubbles && event.composed).to.equal(true);
    const network = new NetworkError({url: 'https://x.example/api/v3/embed/', operation: 'embedV3'}, new TypeError('Failed to fetch'));
    expect(DocsErrorEvent.from(network, {url: 'https://x.example/page.html', operation: 'embed'}).detail.request.url).to.equal(
      'https://x.example/api/v3/embed/',
    );
  });
});
