import {expect} from '@open-wc/testing';
import {defineElement} from '../../src/internal/define-element.js';

describe('defineElement', () => {
  it('registers a tag once and keeps the first definition on a second call', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    defineElement('docs-test-once', First);
    defineElement('docs-test-once', Second);
    expect(customElements.get('docs-test-once')).to.equal(First);
  });
});
