/**
 * Small builders for Sphinx-shaped HTML: the demo pages use the same markup Sphinx 7 writes (`section[id]`,
 * `a.headerlink`, `a.reference.internal`, `dl.py.function`, `dl.glossary`), so search, embed and link previews meet
 * what they meet on real documentation sites.
 */

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Relative URL from one page path to another (`guide/filters.html` → `../api.html#x`). */
export function relativeUrl(from: string, to: string): string {
  const [toPath, fragment] = to.split('#') as [string, string | undefined];
  const fromDirs = from.split('/').slice(0, -1);
  const toParts = toPath.split('/');
  let common = 0;
  while (common < fromDirs.length && common < toParts.length - 1 && fromDirs[common] === toParts[common]) common++;
  const up = fromDirs.slice(common).map(() => '..');
  const target = [...up, ...toParts.slice(common)].join('/') || toPath;
  if (fragment === undefined) return target;
  return toPath === from ? `#${fragment}` : `${target}#${fragment}`;
}

export function section(id: string, level: number, title: string, body: string): string {
  return `<section id="${id}">
<h${level}>${title}<a class="headerlink" href="#${id}" title="Link to this heading">¶</a></h${level}>
${body}
</section>`;
}

export function code(text: string): string {
  return `<code class="docutils literal notranslate"><span class="pre">${esc(text)}</span></code>`;
}

export function codeBlock(language: string, source: string): string {
  return `<div class="highlight-${language} notranslate"><div class="highlight"><pre><span></span>${esc(source.trim())}
</pre></div></div>`;
}

export function note(kind: 'note' | 'warning' | 'tip', title: string, body: string): string {
  return `<div class="admonition ${kind}"><p class="admonition-title">${title}</p>${body}</div>`;
}

export function versionChanged(kind: 'versionadded' | 'versionchanged' | 'deprecated', version: string,
  text: string): string {
  const label = {versionadded: 'Added in version', versionchanged: 'Changed in version', deprecated: 'Deprecated since version'}[kind];
  return `<div class="${kind}"><p><span class="versionmodified">${label} ${version}: </span>${text}</p></div>`;
}

export interface PyParameter {
  name: string;
  annotation?: string;
  default?: string;
}

export interface PyObject {
  /** `function`, `class`, `method`, `attribute`, `exception`, `data`. */
  kind: 'function' | 'class' | 'method' | 'attribute' | 'exception' | 'data';
  /** Full dotted name, e.g. `pixelkit.open` or `pixelkit.Image.resize`. */
  id: string;
  /** Prefix shown before the name (`pixelkit.`). */
  prename: string;
  name: string;
  parameters?: PyParameter[];
  returns?: string;
  body: string;
  members?: PyObject[];
}

function signatureParameters(parameters: PyParameter[]): string {
  return parameters
    .map((parameter) => {
      let html = `<em class="sig-param"><span class="n"><span class="pre">${esc(parameter.name)}</span></span>`;
      if (parameter.annotation) {
        html += `<span class="p"><span class="pre">:</span></span> <span class="n"><span class="pre">${esc(parameter.annotation)}</span></span>`;
      }
      if (parameter.default) {
        html += ` <span class="o"><span class="pre">=</span></span> <span class="default_value"><span class="pre">${esc(parameter.default)}</span></span>`;
      }
      return `${html}</em>`;
    })
    .join(', ');
}

export function pyObject(object: PyObject): string {
  const keyword = object.kind === 'class' || object.kind === 'exception'
    ? `<em class="property"><span class="pre">${object.kind}</span><span class="w"> </span></em>`
    : '';
  const parameters = object.parameters
    ? `<span class="sig-paren">(</span>${signatureParameters(object.parameters)}<span class="sig-paren">)</span>`
    : '';
  const returns = object.returns
    ? ` <span class="sig-return"><span class="sig-return-icon">→</span> <span class="sig-return-typehint"><span class="pre">${esc(object.returns)}</span></span></span>`
    : '';
  const prename = object.prename
    ? `<span class="sig-prename descclassname"><span class="pre">${esc(object.prename)}</span></span>`
    : '';
  const members = (object.members ?? []).map(pyObject).join('\n');
  return `<dl class="py ${object.kind}">
<dt class="sig sig-object py" id="${object.id}">${keyword}${prename}<span class="sig-name descname"><span class="pre">${esc(object.name)}</span></span>${parameters}${returns}<a class="headerlink" href="#${object.id}" title="Link to this definition">¶</a></dt>
<dd>${object.body}${members}</dd>
</dl>`;
}

export interface GlossaryEntry {
  terms: string[];
  definition: string;
}

export function termId(term: string): string {
  return `term-${term.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

export function glossary(entries: GlossaryEntry[]): string {
  const body = entries
    .map(({terms, definition}) => `${terms.map((term) => `<dt id="${termId(term)}">${esc(term)}<a class="headerlink" href="#${termId(term)}" title="Link to this term">¶</a></dt>`).join('\n')}
<dd><p>${definition}</p></dd>`)
    .join('\n');
  return `<dl class="simple glossary">\n${body}\n</dl>`;
}

export function fieldList(fields: Array<[string, string]>): string {
  return `<dl class="field-list simple">${fields.map(([name, value]) => `<dt class="field-odd">${name}<span class="colon">:</span></dt><dd class="field-odd">${value}</dd>`).join('')}</dl>`;
}
