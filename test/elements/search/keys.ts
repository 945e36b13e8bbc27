import {sendKeys} from '@web/test-runner-commands';

/**
 * Presses a chord such as `Control+KeyK` with real key events. The Chromium launcher drives input through
 * puppeteer, whose `press` takes one key, so modifiers are held down around it.
 */
export async function chord(combo: string): Promise<void> {
  const keys = combo.split('+');
  const key = keys.pop()!;
  for (const modifier of keys) await sendKeys({down: modifier});
  try {
    await sendKeys({press: key});
  } finally {
    for (const modifier of keys.reverse()) await sendKeys({up: modifier});
  }
}
