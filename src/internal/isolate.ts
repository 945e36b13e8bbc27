/**
 * A widget's sentence with values in it (a query, a version name, a path), each value isolated in a `<bdi>`: text of
 * the other direction (an English query on an Arabic page, `2.0-beta` in a Hebrew sentence) keeps its own order and
 * does not reorder the words around it. The string function is called with private-use marks in place of the values
 * and the values put back as nodes, so it works with any translation or `strings` override.
 */
import {html} from 'lit';

const MARKS = ['\uE000', '\uE001'] as const;

export function isolated<A extends string[]>(format: (...values: A) => string, ...values: A): unknown[] {
  const text = format(...(values.map((_, i) => MARKS[i]) as A));
  return text.split(/([\uE000\uE001])/).map((part) => {
    const index = MARKS.indexOf(part as (typeof MARKS)[number]);
    return index < 0 ? part : html`<bdi>${values[index]}</bdi>`;
  });
}
