import {expect, waitUntil} from '@open-wc/testing';
import {resetMouse, sendMouse} from '@web/test-runner-commands';
import {itIn} from '../../helpers/engine.js';
import {nextFrame} from './helpers.js';

/** A box over the page but its 10px rim, so a pointer in the corner is not over it and one left mid-page is. */
function cover(): {box: HTMLElement; overs: string[]} {
  const box = document.createElement('div');
  box.style.cssText = 'position: fixed; inset: 10px; background: #eee';
  const overs: string[] = [];
  box.addEventListener('pointerover', (event) => overs.push(`${event.clientX},${event.clientY}`));
  document.body.append(box);
  return {box, overs};
}

// Every hover test here (and the preview's audits of its closed state) assumes the pointer starts in the corner, as
// resetMouse() leaves it in Chromium. Firefox's Release Actions forgot the pointer's place and its move to (0, 0)
// dispatched nothing, so the next fixture's link could get a mouseover from where the last test left the pointer.
describe('resetMouse (the hover tests start with the pointer in the corner)', () => {
  itIn(['chromium', 'firefox'], 'WebKitGTK does not re-hover on layout, so a leftover pointer is invisible to the page')(
    'leaves no pointer over a box laid out after it',
    async () => {
      const before = cover();
      // Painted before the move: Firefox hit-tests a driver's move on what it last painted, and a box not yet painted
      // under a loaded CI machine got no pointerover (the setup failed, not the reset). The event may also come a
      // frame late, so it is awaited.
      await nextFrame();
      await nextFrame();
      await sendMouse({type: 'move', position: [200, 150]});
      await waitUntil(() => before.overs.length > 0, 'the pointer was mid-page', {timeout: 2000});
      expect(before.overs, 'the pointer was mid-page').to.deep.equal(['200,150']);
      before.box.remove();

      await resetMouse();
      const after = cover();
      // Two layout flushes a few frames apart: each lets the engine re-hover under a resting pointer.
      after.box.getBoundingClientRect();
      await nextFrame();
      after.box.style.background = '#ddd';
      after.box.getBoundingClientRect();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await nextFrame();
      const hovered = after.box.matches(':hover');
      after.box.remove();
      expect(after.overs, 'no pointerover on the new box').to.deep.equal([]);
      expect(hovered, 'the new box is not hovered').to.equal(false);
    },
  );
});
