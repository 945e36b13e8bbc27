/**
 * Queries a reader of Sphinx 5.3's docs (Debian's sphinx-doc) types, each with the pages that answer them. Judged as
 * a reader, not tuned to the engine: see python.ts.
 */
import type {RelevanceCase} from './score.js';

export const SPHINX_CASES: RelevanceCase[] = [
  {query: 'autodoc', accept: ['usage/extensions/autodoc.html']},
  {query: 'autodoc members', accept: ['usage/extensions/autodoc.html']},
  {query: 'toctree', accept: ['usage/restructuredtext/directives.html']},
  {query: 'html_theme', accept: ['usage/configuration.html', 'usage/theming.html']},
  {query: 'html theme options', accept: ['usage/configuration.html', 'usage/theming.html']},
  {query: 'intersphinx', accept: ['usage/extensions/intersphinx.html']},
  {query: 'napoleon', accept: ['usage/extensions/napoleon.html']},
  {query: 'configuration', accept: ['usage/configuration.html']},
  {query: 'getting started', accept: ['usage/quickstart.html', 'tutorial/getting-started.html',
    'tutorial/first-steps.html']},
  {query: 'installation', accept: ['usage/installation.html', 'tutorial/getting-started.html']},
  {query: 'cross reference', accept: ['usage/restructuredtext/roles.html', 'tutorial/narrative-documentation.html',
    'tutorial/describing-code.html', 'usage/restructuredtext/domains.html']},
  {query: 'autosummary', accept: ['usage/extensions/autosummary.html']},
  {query: 'doctest', accept: ['usage/extensions/doctest.html']},
  {query: 'math', accept: ['usage/extensions/math.html', 'usage/restructuredtext/directives.html',
    'usage/restructuredtext/roles.html']},
  {query: 'latex', accept: ['latex.html', 'usage/builders/index.html', 'usage/configuration.html']},
  {query: 'theme', accept: ['usage/theming.html', 'development/theming.html']},
  {query: 'builders', accept: ['usage/builders/index.html', 'extdev/builderapi.html', 'development/builders.html']},
  {query: 'writing an extension', accept: ['development/tutorials/helloworld.html', 'development/tutorials/index.html',
    'extdev/index.html', 'development/index.html', 'usage/extensions/index.html']},
  {query: 'domain', accept: ['usage/restructuredtext/domains.html', 'glossary.html', 'extdev/domainapi.html']},
  {query: 'code-block', accept: ['usage/restructuredtext/directives.html']},
  {query: 'literalinclude', accept: ['usage/restructuredtext/directives.html']},
  {query: 'sphinx-build', accept: ['man/sphinx-build.html']},
  {query: 'internationalization', accept: ['usage/advanced/intl.html']},
  {query: 'html_static_path', accept: ['usage/configuration.html']},
  {query: 'templating', accept: ['templating.html', 'development/theming.html']},
  {query: 'sphinx-apidoc', accept: ['man/sphinx-apidoc.html']},
  {query: 'todo', accept: ['usage/extensions/todo.html', 'development/tutorials/todo.html']},
  {query: 'viewcode', accept: ['usage/extensions/viewcode.html']},
  {query: 'markdown', accept: ['usage/markdown.html']},
  {query: 'events', accept: ['extdev/appapi.html']},
  {query: 'deploying', accept: ['tutorial/deploying.html']},
  {query: 'glossary', accept: ['glossary.html', 'usage/restructuredtext/directives.html']},
];
