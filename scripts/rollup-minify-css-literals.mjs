// Rollup plugin for the script-tag build: minifies the static text of lit `css` tagged templates in our own
// sources. terser leaves template literals alone, and the element styles are a good share of each chunk.
// Only whitespace and comments go: no selector or value is rewritten (a space before ":" is a descendant
// combinator, so it stays).
const CSS_TEMPLATE = /\bcss`([^`]*)`/g;

export function minifyCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}');
}

/** Minifies only the parts outside `${…}` (the expressions are code, and they never contain a backtick here). */
export function minifyCssTemplate(body) {
  const parts = body.split(/(\$\{[^}]*\})/);
  return parts
    .map((part, i) => (i % 2 === 1 ? part : minifyCss(part)))
    .join('')
    .trim();
}

export function minifyCssLiterals() {
  return {
    name: 'minify-css-literals',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      return {code: code.replace(CSS_TEMPLATE, (_, body) => `css\`${minifyCssTemplate(body)}\``), map: null};
    },
  };
}
