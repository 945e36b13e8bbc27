import {engine} from './engine.js';

/**
 * The narrowest viewport MiniBrowser's window can give WebKit: its toolbar keeps the window at least 447 px wide.
 * That is still a phone's layout for the widgets (their small-screen rules start below 640 px).
 */
const WEBKIT_NARROWEST = 447;

/**
 * A phone's viewport width for a test: `width` (e.g. an iPhone's 390 px) where the driver can size the viewport so
 * narrow, and in WebKit the narrowest its window allows, so that the phone layout is tested in Safari's engine too.
 * Tests assert against the returned width, never a literal.
 */
export function phoneWidth(width: number): number {
  return engine === 'webkit' ? Math.max(width, WEBKIT_NARROWEST) : width;
}
