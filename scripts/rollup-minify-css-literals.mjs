// Rollup plugins for the script-tag build. terser leaves template literals alone, and the element styles and
// templates are a good share of each chunk:
// - minifyCssLiterals: the static text of lit `css` tagged templates, and of plain template strings marked
//   `/* css */` (the eager part's constructed stylesheets), in our own sources. Only whitespace and comments go: no
//   selector or value is rewritten (a space before ":" is a descendant combinator, so it stays).
// - minifyHtmlLiterals: the indentation inside lit `html` templates. A run of white space with a line break becomes
//   one line break, which renders the same wherever white space collapses (none of our templates is `pre`).
const CSS_TEMPLATE = /(\bcss|\/\*\s*css\s*\*\/\s*)`([^`]*)`/g;

export function minifyCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    // After a colon only: before one, a space is a descendant combinator (`a :hover`).
    .replace(/:\s+/g, ':')
    // `0.5em` is `.5em`; only after a separator, so `10.5` and names stay whole.
    .replace(/([\s:,(/])0\.(\d)/g, '$1.$2')
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
      if (!/\/src\/.*\.ts$/.test(id) || !/css(`|\s*\*\/)/.test(code)) return null;
      return {code: code.replace(CSS_TEMPLATE, (_, tag, body) => `${tag.startsWith('css') ? 'css' : ''}\`${minifyCssTemplate(body)}\``), map: null};
    },
  };
}

/** Every node of an ESTree AST, depth first. */
function* nodes(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) yield* nodes(item);
    else if (value && typeof value === 'object') yield* nodes(value);
  }
}

export function minifyHtmlLiterals() {
  return {
    name: 'minify-html-literals',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('html`')) return null;
      const edits = [];
      for (const node of nodes(this.parse(code))) {
        if (node.type !== 'TaggedTemplateExpression' || node.tag.type !== 'Identifier' || !/^(html|svg)$/.test(node.tag.name)) continue;
        for (const quasi of node.quasi.quasis) {
          const raw = code.slice(quasi.start, quasi.end);
          const minified = raw.replace(/[ \t]*\n\s*/g, '\n');
          if (minified !== raw) edits.push([quasi.start, quasi.end, minified]);
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
      return {code: out, map: null};
    },
  };
}
