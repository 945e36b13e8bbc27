import {expect} from '@open-wc/testing';
import {domainRole, extractPage, mainContent, pageTitle} from '../../../src/reference-api/content/page-model.js';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const SPHINX = `<!DOCTYPE html><html><head><title>Configuration &#8212; Sphinx documentation</title></head><body>
<div class="related" role="navigation"><a href="genindex.html">index</a></div>
<div class="sphinxsidebar" role="navigation"><h3>Table of Contents</h3><a href="#">Sidebar</a></div>
<div class="body" role="main">
<section id="configuration">
<span id="build-config"></span><h1>Configuration<a class="headerlink" href="#configuration">¶</a></h1>
<p>The <code>conf.py</code> file.</p>
<section id="general">
<h2>General configuration<a class="headerlink" href="#general">¶</a></h2>
<p>Some <em>general</em> values.</p>
<dl class="py function">
<dt class="sig sig-object py" id="sphinx.application.Sphinx.add_builder"><span class="sig-prename descclassname">Sphinx.</span><span class="sig-name descname">add_builder</span>(builder)<a class="headerlink" href="#sphinx.application.Sphinx.add_builder">¶</a></dt>
<dd><p>Register a new builder.</p></dd>
</dl>
<dl class="std confval">
<dt class="sig sig-object std" id="confval-project"><span class="sig-name descname">project</span></dt>
<dt class="sig sig-object std" id="confval-copyright"><span class="sig-name descname">copyright</span></dt>
<dd><p>The documented project's name.</p></dd>
</dl>
<dl class="simple glossary"><dt id="term-builder">builder</dt><dd>A class that turns documents into output.</dd></dl>
</section>
</section>
</div>
<div class="footer">© Copyright 2007-2022.</div>
</body></html>`;

const MKDOCS = `<!DOCTYPE html><html><head><meta name="generator" content="mkdocs-1.5.3, mkdocs-material-9.5.0">
<title>Setup - My Project</title></head><body><header>Site header</header><nav>Navigation</nav>
<article class="md-content__inner"><h1 id="setup">Setup</h1><p>Intro text.</p>
<h2 id="install">Install <a class="headerlink" href="#install">¶</a></h2><p>Run pip.</p>
<h3 id="extras">Extras</h3><p>Optional bits.</p></article></body></html>`;

describe('page model', () => {
  it('strips Sphinx\'s " — Project" title suffix, and MkDocs\' " - Site" one', () => {
    expect(pageTitle(parse(SPHINX), 'sphinx')).to.equal('Configuration');
    expect(pageTitle(parse(MKDOCS), 'mkdocs')).to.equal('Setup');
    expect(pageTitle(parse('<h1>Only a heading<a class="headerlink">¶</a></h1>'), 'generic')).to.equal('Only a heading');
  });

  it('finds the main content by role, main, .body, article, then the first h1\'s parent', () => {
    expect(mainContent(parse(SPHINX)).className).to.equal('body');
    expect(mainContent(parse(MKDOCS)).localName).to.equal('article');
    expect(mainContent(parse('<div><div id="x"><h1>T</h1></div></div>')).id).to.equal('x');
  });

  it('splits Sphinx pages at headings, keyed by their section ids, without navigation or pilcrows', () => {
    const page = extractPage(parse(SPHINX), 'sphinx');
    expect(page.title).to.equal('Configuration');
    expect(page.sections.map((section) => [section.id, section.title])).to.deep.equal([
      ['configuration', 'Configuration'],
      ['general', 'General configuration'],
      ['term-builder', 'builder'],
    ]);
    expect(page.sections[0]?.content).to.equal('The conf.py file.');
    expect(page.sections[1]?.content).to.equal('Some general values.');
    expect(JSON.stringify(page)).not.to.contain('Sidebar');
    expect(JSON.stringify(page)).not.to.contain('¶');
    expect(JSON.stringify(page)).not.to.contain('Copyright');
  });

  it('keeps words of adjacent inline elements together and separates blocks', () => {
    const page = extractPage(parse('<main><h1 id="t">T</h1><p>un<b>break</b>able</p><p>next</p></main>'), 'generic');
    expect(page.sections[0]?.content).to.equal('unbreakable next');
  });

  it('picks out API objects as domain blocks, one per dt, with the definition as content', () => {
    const page = extractPage(parse(SPHINX), 'sphinx');
    expect(page.domains).to.deep.equal([
      {role: 'py:function', name: 'Sphinx.add_builder', id: 'sphinx.application.Sphinx.add_builder',
        content: 'Register a new builder.'},
      {role: 'std:confval', name: 'project', id: 'confval-project', content: 'The documented project\'s name.'},
      {role: 'std:confval', name: 'copyright', id: 'confval-copyright', content: 'The documented project\'s name.'},
    ]);
  });

  it('makes every dt with an id and a dd a section of its own, as the hosting service indexes them', () => {
    const page = extractPage(parse(`<main><h1 id="top">Glossary</h1><p>Terms.</p>
      <dl class="glossary simple">
        <dt id="term-GIL">GIL</dt><dd><p>See <a href="#term-global-interpreter-lock">global interpreter lock</a>.</p></dd>
        <dt id="term-global-interpreter-lock">global interpreter lock</dt>
        <dd><p>The mechanism used by the CPython interpreter.</p>
          <dl><dt id="nested">nested term</dt><dd>Its own section.</dd><dt>no id</dt><dd>Stays in the outer text.</dd></dl>
        </dd>
        <dt>term without id</dt><dd>Part of the heading section.</dd>
        <dt id="no-definition">dt without dd</dt>
      </dl></main>`), 'sphinx');
    expect(page.sections).to.deep.equal([
      {id: 'top', title: 'Glossary', content: 'Terms. term without id Part of the heading section. dt without dd'},
      {id: 'term-GIL', title: 'GIL', content: 'See global interpreter lock.'},
      {id: 'term-global-interpreter-lock', title: 'global interpreter lock',
        content: 'The mechanism used by the CPython interpreter. no id Stays in the outer text.'},
      {id: 'nested', title: 'nested term', content: 'Its own section.'},
    ]);
    expect(page.domains).to.deep.equal([]);
  });

  it('indexes Sphinx confval entries as API objects and MkDocs attr_list definitions as sections', () => {
    const sphinx = extractPage(parse(`<div role="main"><section id="conf"><h1>Configuration</h1>
      <dl class="std confval"><dt class="sig sig-object std" id="confval-html_theme">
        <span class="sig-name descname"><span class="pre">html_theme</span></span></dt>
      <dd><p>The HTML theme.</p><dl class="field-list simple"><dt class="field-odd">Type</dt><dd>str</dd></dl></dd></dl>
      </section></div>`), 'sphinx');
    expect(sphinx.domains).to.deep.equal([
      {role: 'std:confval', name: 'html_theme', id: 'confval-html_theme', content: 'The HTML theme. Type str'},
    ]);
    expect(sphinx.sections).to.deep.equal([{id: 'conf', title: 'Configuration', content: ''}]);
    const mkdocs = extractPage(parse(`<article class="md-content__inner"><h1 id="options">Options</h1>
      <dl><dt id="site_name"><code>site_name</code></dt><dd><p>The title of the site.</p></dd>
      <dt id="site_url"><code>site_url</code></dt><dd><p>The canonical URL.</p></dd></dl></article>`), 'mkdocs');
    expect(mkdocs.sections).to.deep.equal([
      {id: 'options', title: 'Options', content: ''},
      {id: 'site_name', title: 'site_name', content: 'The title of the site.'},
      {id: 'site_url', title: 'site_url', content: 'The canonical URL.'},
    ]);
  });

  it('does not take glossaries, field lists or plain definition lists for API objects', () => {
    const dl = (classes: string) => parse(`<dl class="${classes}"></dl>`).querySelector('dl') as Element;
    expect(domainRole(dl('simple glossary'))).to.equal(undefined);
    expect(domainRole(dl('field-list simple'))).to.equal(undefined);
    expect(domainRole(dl('docutils'))).to.equal(undefined);
    expect(domainRole(dl('rst directive:option'))).to.equal('rst:directive:option');
  });

  it('splits MkDocs pages at h1/h2/h3 ids', () => {
    const page = extractPage(parse(MKDOCS), 'mkdocs');
    expect(page.sections.map((section) => [section.id, section.title, section.content])).to.deep.equal([
      ['setup', 'Setup', 'Intro text.'],
      ['install', 'Install', 'Run pip.'],
      ['extras', 'Extras', 'Optional bits.'],
    ]);
  });
});
