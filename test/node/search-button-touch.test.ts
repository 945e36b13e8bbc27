/**
 * The injected search button shows its keyboard hint only where there is a keyboard (issue 13: a phone showed
 * "Ctrl K"). web-test-runner's Chromium cannot be made a touch device, so this drives the demo's zero-config page
 * (served by `docs-widgets serve`, no search field of the theme's own, so our button is injected) in a Chromium
 * context emulating a phone: touch, mobile viewport, where `(pointer: coarse)` and `(hover: none)` match.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Browser, BrowserContextOptions} from 'playwright-core';
import {chromiumAvailable, ensureCdnBuilt, launchChromium, startServer, type Server} from '../cdn/node/serve-and-drive.js';

const PHONE: BrowserContextOptions = {hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}, deviceScaleFactor: 1};
const DESKTOP: BrowserContextOptions = {viewport: {width: 1280, height: 800}};

describe('the injected search button on touch and mouse devices', {skip: chromiumAvailable() ? undefined : 'Chromium is missing', timeout: 180_000}, () => {
  let server: Server;
  let browser: Browser;

  before(async () => {
    await ensureCdnBuilt();
    [server, browser] = await Promise.all([startServer([]), launchChromium()]);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** What the reader sees of the button on the zero-config page in a context made with `options`. */
  async function look(options: BrowserContextOptions) {
    const context = await browser.newContext(options);
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}zero-config/`);
      const button = page.locator('[data-docs-widgets=search-button] button');
      await button.waitFor({state: 'visible', timeout: 20_000});
      return await page.evaluate(() => {
        const button = document.querySelector('[data-docs-widgets=search-button]')!.shadowRoot!.querySelector('button')!;
        const kbd = button.querySelector('kbd');
        const box = kbd?.getBoundingClientRect();
        return {
          coarse: matchMedia('(pointer: coarse)').matches,
          noHover: matchMedia('(hover: none)').matches,
          kbdText: kbd?.textContent ?? null,
          kbdShown: Boolean(kbd && box!.width > 0 && box!.height > 0 && getComputedStyle(kbd).visibility === 'visible'),
          // What the button says to sight: its text as laid out (innerText leaves out what is not rendered).
          buttonText: button.innerText.trim(),
        };
      });
    } finally {
      await context.close();
    }
  }

  test('the phone context is a touch device as CSS sees it (what the next test relies on)', async () => {
    const phone = await look(PHONE);
    assert.equal(phone.coarse, true, '(pointer: coarse)');
    assert.equal(phone.noHover, true, '(hover: none)');
    const desktop = await look(DESKTOP);
    assert.equal(desktop.coarse, false, '(pointer: coarse) on the desktop');
    assert.equal(desktop.noHover, false, '(hover: none) on the desktop');
  });

  test('on a touch phone the button shows no keyboard hint; with a mouse it does (issue 13)', async () => {
    const desktop = await look(DESKTOP);
    assert.ok(desktop.kbdText, 'the button carries a hotkey');
    assert.equal(desktop.kbdShown, true, 'the hint shows with a mouse and keyboard');
    assert.match(desktop.buttonText, new RegExp(`Search\\s*${desktop.kbdText!.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}`));
    const phone = await look(PHONE);
    assert.equal(phone.kbdShown, false, `a touch phone shows the hint "${phone.kbdText}"`);
    assert.equal(phone.buttonText, 'Search');
  });
});
