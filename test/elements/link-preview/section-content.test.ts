import {expect} from '@open-wc/testing';
import {loadSection} from '../../../src/elements/link-preview/section-content.js';

const URL_WITH_FRAGMENT = 'https://docs.example/en/latest/page.html#target';

/** The title loadSection finds in `content`, and whether the content opens with it (no header bar then). */
async function titleOf(content: string): Promise<[string | undefined, boolean]> {
  const section = await loadSection(URL_WITH_FRAGMENT, async () => ({content, external: false}), new AbortController().signal);
  return [section.title, section.leadingHeading];
}

describe('loadSection: the title and whether the content opens with it', () => {
  it('opens with a heading behind wrappers and empty targets', async () => {
    expect(await titleOf('<section><span id="id2"></span> <div><h2>Atoms<a class="headerlink" href="#atoms">¶</a></h2><p>Text.</p></div></section>')).to.deep.equal(['Atoms', true]);
  });

  it('does not open with a heading that text or an image precedes', async () => {
    expect(await titleOf('<p>Intro.</p><h2>Later</h2><p>Text.</p>')).to.deep.equal(['Later', false]);
    expect(await titleOf('<div><b>Note</b> <h3>Later</h3></div>')).to.deep.equal(['Later', false]);
    expect(await titleOf('<p><img src="https://docs.example/a.png" alt=""></p><h2>Later</h2><p>Text.</p>')).to.deep.equal(['Later', false]);
  });

  it('opens with an API signature, and has no title without a heading or signature', async () => {
    expect(await titleOf('<dl><dt id="f">f(x)</dt><dd><p>Does f.</p></dd></dl>')).to.deep.equal(['f(x)', true]);
    expect(await titleOf('<p>Just text.</p>')).to.deep.equal([undefined, false]);
  });
});
