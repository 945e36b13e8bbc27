// The three engines the browser tests run in, each from a Debian package and none downloaded by a test tool.
// ENGINE=chromium|firefox|webkit picks one for a web-test-runner run (chromium when unset); scripts/test.mjs runs
// each in turn.
import {existsSync} from 'node:fs';
import {chromeLauncher, puppeteerCore} from '@web/test-runner-chrome';
import {webkitLauncher, MINIBROWSER, WEBKIT_DRIVER} from './wtr-webkit-launcher.mjs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export const ENGINES = {
  chromium: {
    label: 'Chromium',
    apt: 'chromium',
    paths: [chromium],
    launcher: () =>
      chromeLauncher({
        launchOptions: {
          executablePath: chromium,
          headless: true,
          args: [
            '--no-sandbox',
            '--headless=new',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      }),
  },
  // Firefox ESR through its built-in WebDriver BiDi, driven by the puppeteer-core that the Chromium launcher
  // already brings: puppeteer's keyboard and mouse work the same in both, resetMouse() made so (below).
  firefox: {
    label: 'Firefox',
    apt: 'firefox-esr',
    paths: [firefox],
    launcher: () =>
      withMouseResetToCorner(
        chromeLauncher({
          puppeteer: puppeteerCore,
          launchOptions: {browser: 'firefox', executablePath: firefox, headless: true},
        }),
      ),
  },
  // WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver), under xvfb-run when there is no display.
  webkit: {
    label: 'WebKit',
    apt: 'webkit2gtk-driver xvfb xauth',
    // Without a display the launcher runs the driver under xvfb-run, which needs xauth.
    paths: [WEBKIT_DRIVER, MINIBROWSER, ...(process.env.DISPLAY || process.env.WAYLAND_DISPLAY ? [] : ['/usr/bin/xvfb-run', '/usr/bin/xauth'])],
    launcher: () => webkitLauncher(),
  },
};

/**
 * resetMouse() (puppeteer's mouse.reset()) over CDP releases the buttons and moves the pointer to (0, 0); over
 * WebDriver BiDi it only releases them (input.releaseActions), so in Firefox the pointer stayed where the last test
 * left it, over the next test's fixture: that fixture's link got its mouseover from the leftover pointer, or none at
 * all when the test's own move went to the same point. Moving to the corner too makes every test start as in
 * Chromium (the WebKit launcher's reset does the same).
 *
 * Not in one move: Release Actions also forgets where the pointer is (its input source starts again at (0, 0)), and
 * a pointer move to where the input source already is dispatches nothing (WebDriver's "perform a pointer move";
 * Firefox's Actions.sys.mjs returns early). A move straight to (0, 0) left the real pointer where the last test put
 * it: Firefox's next layout flush gave the new fixture's link a mouseover there, which opened a preview in the middle
 * of an audit of the closed state (issue 17: axe read the fading "Loading preview…" line at 1.04:1).
 */
function withMouseResetToCorner(launcher) {
  const getPage = launcher.getPage.bind(launcher);
  const patched = new WeakSet();
  launcher.getPage = (sessionId) => {
    const page = getPage(sessionId);
    if (!patched.has(page)) {
      patched.add(page);
      const release = page.mouse.reset.bind(page.mouse);
      page.mouse.reset = async () => {
        await release();
        await page.mouse.move(1, 1);
        await page.mouse.move(0, 0);
      };
    }
    return page;
  };
  return launcher;
}

/** The engine's name, or a readable reason it cannot run here. */
export function missingEngine(name) {
  const engine = ENGINES[name];
  if (!engine) return `unknown engine "${name}": one of ${Object.keys(ENGINES).join(', ')}`;
  const missing = engine.paths.find((path) => !existsSync(path));
  return missing ? `${engine.label} not found at ${missing}: run "apt-get install -y ${engine.apt}" (Debian)` : undefined;
}
