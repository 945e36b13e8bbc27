import {expect} from '@open-wc/testing';
import {defaultSearchStrings} from '../../../src/elements/search/strings.js';
import {withOverrides} from '../../../src/internal/overrides.js';

describe('search strings', () => {
  it('has plural-aware functions for counts', () => {
    expect(defaultSearchStrings.resultCount(1, 1)).to.equal('1 page');
    expect(defaultSearchStrings.resultCount(10, 1200)).to.equal('10 of 1,200 pages');
    expect(defaultSearchStrings.errorThrottled(1)).to.contain('1 second.');
  });

  it('applies a partial override and keeps the other defaults', () => {
    const merged = withOverrides(defaultSearchStrings, {trigger: 'Suche', loadMore: undefined});
    expect(merged.trigger).to.equal('Suche');
    expect(merged.loadMore).to.equal(defaultSearchStrings.loadMore);
    expect(defaultSearchStrings.trigger, 'defaults untouched').to.equal('Search');
  });
});
