// Runs the browser tests in WebKitGTK (Debian's webkit2gtk-driver) through WebKitWebDriver, W3C WebDriver over
// HTTP with Node's fetch: no npm driver package, no browser download. WebKitGTK's MiniBrowser needs a display, so
// without one the driver runs under xvfb-run (Debian's xvfb).
//
// The launcher reports type 'puppeteer' because @web/test-runner-commands picks its code path by that type and its
// 'webdriver' path has no key down/up, viewport or media commands: getPage() returns a WebDriverPage, which gives
// the part of puppeteer's Page those commands call (keyboard, mouse, setViewport, emulateMediaFeatures) over
// WebDriver actions. Media emulation has no WebDriver command, so it throws and names the missing command.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const VIEWPORT = {width: 800, height: 600}; // what the Chromium and Firefox launchers open with

// WebDriver's key codepoints for the names puppeteer's keyboard takes (W3C WebDriver, "Keyboard actions").
const KEY_CODEPOINTS = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A',
  Escape: '\uE00C', Space: ' ', PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Delete: '\uE017',
  Meta: '\uE03D', Slash: '/', Period: '.', Comma: ',', Minus: '-',
};

function keyValue(name) {
  if (name in KEY_CODEPOINTS) return KEY_CODEPOINTS[name];
  const code = /^(?:Key([A-Z])|Digit(\d))$/.exec(name); // puppeteer's KeyboardEvent.code names
  if (code) return (code[1] ?? code[2]).toLowerCase();
  if ([...name].length === 1) return name;
  throw new Error(`WebKit launcher: no WebDriver key for "${name}"`);
}

const BUTTONS = {left: 0, middle: 1, right: 2};

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

class WebDriverClient {
  constructor(base) {
    this.base = base;
  }
  async request(method, path, body) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: body === undefined ? {} : {'content-type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = await response.json().catch(() => ({value: null}));
    if (!response.ok) {
      const {error = response.status, message = ''} = payload.value ?? {};
      throw new Error(`WebDriver ${method} ${path}: ${error} ${message}`.trim());
    }
    return payload.value;
  }
}

/** The puppeteer Page surface that @web/test-runner-commands uses, over one WebDriver session. */
class WebDriverPage {
  constructor(session) {
    this.session = session;
    this.mouseAt = {x: 0, y: 0};
    this.keyboard = {
      type: (text) => this.keys([...text].flatMap((key) => [['keyDown', key], ['keyUp', key]])),
      press: (name) => this.keys([['keyDown', keyValue(name)], ['keyUp', keyValue(name)]]),
      down: (name) => this.keys([['keyDown', keyValue(name)]]),
      up: (name) => this.keys([['keyUp', keyValue(name)]]),
    };
    this.mouse = {
      move: (x, y) => this.pointer([this.moveTo(x, y)]),
      click: (x, y, {button = 'left'} = {}) =>
        this.pointer([this.moveTo(x, y), {type: 'pointerDown', button: BUTTONS[button]}, {type: 'pointerUp', button: BUTTONS[button]}]),
      down: ({button = 'left'} = {}) => this.pointer([{type: 'pointerDown', button: BUTTONS[button]}]),
      up: ({button = 'left'} = {}) => this.pointer([{type: 'pointerUp', button: BUTTONS[button]}]),
      // puppeteer's reset: release every button and go back to the top-left corner; WebDriver's Release Actions
      // releases keys and buttons the session holds.
      reset: async () => {
        await this.session.request('DELETE', '/actions');
        await this.pointer([this.moveTo(0, 0)]);
      },
    };
  }
  moveTo(x, y) {
    this.mouseAt = {x, y};
    return {type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y)};
  }
  keys(steps) {
    const actions = steps.map(([type, value]) => ({type, value}));
    return this.session.request('POST', '/actions', {actions: [{type: 'key', id: 'keyboard', actions}]});
  }
  pointer(actions) {
    return this.session.request('POST', '/actions', {
      actions: [{type: 'pointer', id: 'mouse', parameters: {pointerType: 'mouse'}, actions}],
    });
  }
  execute(script, args = []) {
    return this.session.request('POST', '/execute/sync', {script, args});
  }
  /** Sizes the window so the page's viewport is width x height (the window adds MiniBrowser's toolbar). */
  async setViewport({width, height}) {
    const [innerWidth, innerHeight, outerWidth, outerHeight] = await this.execute(
      'return [innerWidth, innerHeight, outerWidth, outerHeight]',
    );
    await this.session.request('POST', '/window/rect', {
      width: width + (outerWidth - innerWidth),
      height: height + (outerHeight - innerHeight),
    });
    // The page learns of the new size a little after the window has it: on a loaded machine, many frames later.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [gotWidth, gotHeight] = await this.execute('return [innerWidth, innerHeight]');
      if (gotWidth === width && gotHeight === height) return;
      if (Date.now() > deadline) {
        throw new Error(`WebKit launcher: asked for a ${width}x${height} viewport, MiniBrowser gave ${gotWidth}x${gotHeight}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async emulateMediaFeatures() {
    throw new Error('WebKit launcher: WebDriver has no command to emulate media features (prefers-color-scheme, prefers-reduced-motion)');
  }
  async emulateMediaType() {
    throw new Error('WebKit launcher: WebDriver has no command to emulate a media type');
  }
}

export class WebKitLauncher {
  constructor({driver = WEBKIT_DRIVER, browser = MINIBROWSER} = {}) {
    this.driverPath = driver;
    this.browserPath = browser;
    this.name = 'WebKit';
    this.type = 'puppeteer';
    this.urls = new Map();
  }

  async initialize(config) {
    this.config = config;
  }

  async startDriver() {
    for (const path of [this.driverPath, this.browserPath]) {
      if (!existsSync(path)) throw new Error(`WebKit launcher: ${path} not found: apt-get install -y webkit2gtk-driver xvfb`);
    }
    const port = await freePort();
    const args = [`--port=${port}`];
    const headless = !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
    // detached: the driver, Xvfb and MiniBrowser form one process group that stop() ends together.
    this.driverProcess = headless
      ? spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', this.driverPath, ...args], {stdio: 'ignore', detached: true})
      : spawn(this.driverPath, args, {stdio: 'ignore', detached: true});
    const exited = new Promise((_, reject) =>
      this.driverProcess.once('exit', (code) => reject(new Error(`WebKit launcher: ${this.driverPath} exited (${code})`))),
    );
    const driver = new WebDriverClient(`http://127.0.0.1:${port}`);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await Promise.race([driver.request('GET', '/status').then((s) => s?.ready, () => false), exited]);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`WebKit launcher: ${this.driverPath} not ready after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const created = await driver.request('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': {binary: this.browserPath, args: ['--automation']},
          timeouts: {script: 30_000, pageLoad: 120_000, implicit: 0},
        },
      },
    });
    const {browserName, browserVersion} = created.capabilities;
    this.name = `WebKit (${browserName} ${browserVersion})`;
    const session = new WebDriverClient(`http://127.0.0.1:${port}/session/${created.sessionId}`);
    this.page = new WebDriverPage(session);
    await session.request('POST', '/url', {url: 'about:blank'});
    await this.page.setViewport(VIEWPORT);
  }

  async ensureStarted() {
    this.starting ??= this.startDriver();
    await this.starting;
  }

  async startSession(id, url) {
    await this.ensureStarted();
    this.urls.set(id, url);
    await this.page.session.request('POST', '/url', {url});
  }

  isActive(id) {
    return this.urls.has(id);
  }

  getBrowserUrl(id) {
    return this.urls.get(id);
  }

  getPage(id) {
    if (!this.urls.has(id)) throw new Error(`WebKit launcher: no page for session ${id}`);
    return this.page;
  }

  async startDebugSession() {
    throw new Error('WebKit launcher: no debug sessions; run MiniBrowser by hand on the test URL');
  }

  async stopSession(id) {
    // Leave the test page so its timers stop, as the other launchers do. Coverage is Chromium's (V8) only.
    await this.page.session.request('POST', '/url', {url: 'about:blank'});
    this.urls.delete(id);
    return {testCoverage: undefined};
  }

  async stop() {
    try {
      await this.page?.session.request('DELETE', '');
    } catch {
      // the driver may already be gone; the process group is ended below either way
    }
    if (this.driverProcess?.exitCode === null) {
      try {
        process.kill(-this.driverProcess.pid, 'SIGTERM');
      } catch {
        // already exited
      }
    }
  }
}

export function webkitLauncher(options) {
  return new WebKitLauncher(options);
}
