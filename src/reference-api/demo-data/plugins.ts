/** The demo's subproject: pixelkit-plugins, mounted under PixelKit as `plugins`. */

import {code, codeBlock, pyObject, relativeUrl, section} from './html.js';
import type {PageSource} from './release.js';

const ref = (from: string, to: string, text: string) =>
  `<a class="reference internal" href="${relativeUrl(from, to)}"><span class="std std-ref">${text}</span></a>`;

export const PLUGINS_PAGES: PageSource[] = [
  {
    path: 'index.html',
    title: 'PixelKit Plugins',
    render(current) {
      const p = 'index.html';
      return section('pixelkit-plugins', 1, 'PixelKit Plugins', `
<p>Plugins add codecs and filters to PixelKit without changing its code. This is the documentation of the plugin
toolkit ${current.name}.</p>
${section('available-plugins', 2, 'Available plugins', `<ul class="simple">
<li><p><strong>pixelkit-raw</strong>: camera raw files (CR3, NEF, ARW) through LibRaw.</p></li>
<li><p><strong>pixelkit-jxl</strong>: JPEG XL reading and writing.</p></li>
<li><p><strong>pixelkit-denoise</strong>: non-local means denoising filter.</p></li></ul>
<p>To write your own, read ${ref(p, 'writing-plugins.html', 'Writing a plugin')}.</p>`)}`);
    },
  },
  {
    path: 'writing-plugins.html',
    title: 'Writing a plugin',
    render() {
      const p = 'writing-plugins.html';
      return section('writing-a-plugin', 1, 'Writing a plugin', `
<p>A plugin is a Python package that declares an entry point in the ${code('pixelkit.plugins')} group.</p>
${section('declaring-the-entry-point', 2, 'Declaring the entry point', codeBlock('toml', `[project.entry-points."pixelkit.plugins"]
jxl = "pixelkit_jxl:register"`))}
${section('registering-a-codec', 2, 'Registering a codec', `<p>The entry point receives a registry; call
<a class="reference internal" href="${relativeUrl(p, 'api.html#pixelkit_plugins.Registry.add_codec')}"><code class="xref py py-meth docutils literal notranslate"><span class="pre">Registry.add_codec()</span></code></a>
with the codec class:</p>
${codeBlock('python', `def register(registry):
    registry.add_codec(JxlCodec, extensions=[".jxl"])`)}`)}`);
    },
  },
  {
    path: 'api.html',
    title: 'Plugin API',
    render() {
      return section('plugin-api', 1, 'Plugin API', pyObject({
        kind: 'class', id: 'pixelkit_plugins.Registry', prename: 'pixelkit_plugins.', name: 'Registry',
        body: '<p>Collects the codecs and filters a plugin contributes.</p>',
        members: [
          {kind: 'method', id: 'pixelkit_plugins.Registry.add_codec', prename: '', name: 'add_codec',
            parameters: [{name: 'codec', annotation: 'type[Codec]'}, {name: 'extensions', annotation: 'list[str]'}],
            body: '<p>Register a codec for the given file extensions. A later registration for the same extension wins.</p>'},
          {kind: 'method', id: 'pixelkit_plugins.Registry.add_filter', prename: '', name: 'add_filter',
            parameters: [{name: 'name', annotation: 'str'}, {name: 'function'}],
            body: '<p>Make <em>function</em> available as <code>pixelkit.filters.&lt;name&gt;</code>.</p>'},
        ],
      }));
    },
  },
];

export const PLUGINS_NAV = [
  {path: 'writing-plugins.html', title: 'Writing a plugin'},
  {path: 'api.html', title: 'Plugin API'},
];
