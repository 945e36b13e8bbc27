import {expect} from '@open-wc/testing';
import {defaultStrings, withOverrides} from '../../../src/internal/strings.js';

describe('strings', () => {
  it('has plural-aware functions for counts', () => {
    expect(defaultStrings.search.resultCount(1)).to.equal('1 result');
    expect(defaultStrings.search.resultCount(1200)).to.equal('1,200 results');
    expect(defaultStrings.search.errorThrottled(1)).to.contain('1 second.');
  });

  it('applies a partial override and keeps the other defaults', () => {
    const merged = withOverrides(defaultStrings.search, {trigger: 'Suche', loadMore: undefined});
    expect(merged.trigger).to.equal('Suche');
    expect(merged.loadMore).to.equal(defaultStrings.search.loadMore);
    expect(defaultStrings.search.trigger, 'defaults untouched').to.equal('Search');
  });
});
