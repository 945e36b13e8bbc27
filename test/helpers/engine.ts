// Which engine runs the tests, for the few tests that mean something in one engine only.
export type Engine = 'chromium' | 'firefox' | 'webkit';

function detect(userAgent: string): Engine {
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrome\//.test(userAgent)) return 'chromium';
  return 'webkit';
}

export const engine: Engine = detect(navigator.userAgent);

const LABELS: Record<Engine, string> = {chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit'};

/**
 * `it` in the engines where the test means something; in the others a visibly skipped test whose title ends with
 * the reason, so the report lists it rather than counting it as passed.
 */
export function itIn(engines: readonly Engine[], reason: string) {
  return (title: string, fn: Mocha.Func | Mocha.AsyncFunc): Mocha.Test =>
    engines.includes(engine) ? it(title, fn) : it.skip(`${title} [skipped in ${LABELS[engine]}: ${reason}]`, fn);
}

/** `describe` in the engines where the suite means something; skipped elsewhere with the reason in its title. */
export function describeIn(engines: readonly Engine[], reason: string) {
  return (title: string, fn: (this: Mocha.Suite) => void): Mocha.Suite | void =>
    engines.includes(engine) ? describe(title, fn) : describe.skip(`${title} [skipped in ${LABELS[engine]}: ${reason}]`, fn);
}

/**
 * Only Chromium's launcher can emulate prefers-color-scheme and prefers-reduced-motion (CDP): Firefox 153's
 * WebDriver BiDi and WebKitGTK's WebDriver have no such command.
 */
export const MEDIA_EMULATION: readonly Engine[] = ['chromium'];
export const NO_MEDIA_EMULATION = 'the driver cannot emulate prefers-color-scheme or prefers-reduced-motion';

/** WebKitWebDriver turns a middle or right button's mouseup and click into button 0: a left click. */
export const OTHER_BUTTONS: readonly Engine[] = ['chromium', 'firefox'];
export const NO_OTHER_BUTTONS = "WebKitWebDriver sends a middle button's mouseup and click as button 0, a left click";
