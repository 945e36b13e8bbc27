/**
 * The colour scheme a page shows around an element, so a widget in `theme="auto"` matches a theme's own dark-mode
 * switch (furo, pydata-sphinx-theme, mkdocs-material all have one) instead of only the reader's system preference:
 * a light popup on a page the reader turned dark is the complaint peers get most about theming.
 */

export type Scheme = 'light' | 'dark';

/** Relative luminance under which white text contrasts more than black (WCAG's formula): a dark background. */
const DARK_LUMINANCE = 0.179;
/** Backgrounds more transparent than this show what is behind them; they say nothing of the scheme. */
const OPAQUE_ALPHA = 0.5;

/**
 * `dark` or `light` when the page says which it shows around `element`, else `undefined` (the reader's preference
 * then decides). In order: a single scheme the page declares in `color-scheme` on the element's parent, then the
 * nearest opaque background behind the element, light or dark by its luminance.
 */
export function pageScheme(element: Element): Scheme | undefined {
  const parent = parentOf(element);
  if (!parent) return undefined;
  const view = element.ownerDocument.defaultView;
  if (!view) return undefined;
  const declared = singleScheme(view.getComputedStyle(parent).colorScheme);
  if (declared) return declared;
  for (let node: Element | undefined = parent; node; node = parentOf(node)) {
    const rgba = parseColor(view.getComputedStyle(node).backgroundColor, element.ownerDocument);
    if (rgba && rgba[3] >= OPAQUE_ALPHA) return luminance(rgba) < DARK_LUMINANCE ? 'dark' : 'light';
  }
  return undefined;
}

/** `dark` for `dark` or `only dark`; nothing for `normal` or `light dark`, which leave the choice to the reader. */
export function singleScheme(colorScheme: string | undefined): Scheme | undefined {
  const schemes = (colorScheme ?? '').split(/\s+/).filter((word): word is Scheme => word === 'light' || word === 'dark');
  return schemes.length === 1 ? schemes[0] : undefined;
}

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
export function luminance([red, green, blue]: readonly number[]): number {
  const linear = (channel = 0) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function parentOf(node: Element): Element | undefined {
  if (node.parentElement) return node.parentElement;
  const root = node.parentNode;
  return root instanceof ShadowRoot ? root.host : undefined;
}

const RGB = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/;
let probe: CanvasRenderingContext2D | null | undefined;

/**
 * `[r, g, b, alpha]` of a computed colour. Computed colours are mostly `rgb()`/`rgba()`; others (`oklch()`,
 * `color(…)`, as theme tokens increasingly are) go through a 1×1 canvas, which converts any CSS colour to sRGB.
 */
export function parseColor(color: string, doc: Document = document): [number, number, number, number] | undefined {
  const match = RGB.exec(color.trim());
  if (match) {
    const alpha = match[4] === undefined ? 1 : Number(match[4]) / (match[5] ? 100 : 1);
    return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
  }
  if (color === 'transparent' || !color) return [0, 0, 0, 0];
  probe ??= doc.createElement('canvas').getContext('2d', {willReadFrequently: true});
  if (!probe) return undefined;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = '#000';
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0, alpha = 0] = probe.getImageData(0, 0, 1, 1).data;
  return [red, green, blue, alpha / 255];
}
