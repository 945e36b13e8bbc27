/** The demo's main project: PixelKit, a fictional Python imaging library. Pages differ slightly between releases. */

import {code, codeBlock, glossary, note, pyObject, relativeUrl, section, termId, versionChanged} from './html.js';
import {type PageSource, type Release, atLeast} from './release.js';

const ref = (from: string, to: string, text: string) =>
  `<a class="reference internal" href="${relativeUrl(from, to)}"><span class="std std-ref">${text}</span></a>`;
const apiRef = (from: string, target: string, text = target) =>
  `<a class="reference internal" href="${relativeUrl(from, `api.html#${target}`)}" title="${target}"><code class="xref py py-func docutils literal notranslate"><span class="pre">${text}</span></code></a>`;
const term = (from: string, name: string, text = name) =>
  `<a class="reference internal" href="${relativeUrl(from, `glossary.html#${termId(name)}`)}"><span class="xref std std-term">${text}</span></a>`;

/** `pixelkit.open` since 2.0; `pixelkit.load` before. */
function openFunction(current: Release): string {
  return atLeast(current, 2) ? 'pixelkit.open' : 'pixelkit.load';
}

const index: PageSource = {
  path: 'index.html',
  title: 'PixelKit',
  rank: 2,
  render(current) {
    const p = 'index.html';
    const gpu = current.dev
      ? `<li><p>${ref(p, 'guide/gpu.html', 'GPU acceleration')} for filters on large images (new in the development version).</p></li>`
      : '';
    const color = atLeast(current, 2)
      ? `<li><p>${ref(p, 'guide/color.html', 'Color management')} with ICC profiles and wide-gamut color spaces.</p></li>`
      : '';
    return section('pixelkit', 1, 'PixelKit', `
<p>PixelKit is a fast, friendly imaging library for Python. It reads and writes the common image formats, resizes and
crops, applies filters, and converts between color spaces, with a small API that feels at home next to NumPy.</p>
${codeBlock('python', `import pixelkit

with ${openFunction(current)}("holiday.jpg") as image:
    thumbnail = image.resize((320, 240))
    thumbnail.save("holiday-small.webp")`)}
${section('features', 2, 'Features', `<ul class="simple">
<li><p>Lazy decoding: pixels are read only when an operation needs them.</p></li>
<li><p>${ref(p, 'guide/filters.html', 'Filters')}: blur, sharpen, edge detection and tone curves.</p></li>
${color}${gpu}
<li><p>Interoperability with NumPy arrays through the ${term(p, 'buffer protocol')}.</p></li>
</ul>`)}
${section('getting-started', 2, 'Getting started', `<p>New to PixelKit? ${ref(p, 'installation.html', 'Install it')}, then follow the
${ref(p, 'quickstart.html', 'Quickstart')} to open, edit and save your first image. The ${ref(p, 'api.html', 'API reference')}
describes every function and class.</p>`)}
${section('support', 2, 'Support and community', `<p>Questions are welcome on the discussion forum. Please report bugs on the
issue tracker with the output of ${code('python -m pixelkit --version')} and a small image that shows the problem.</p>`)}`);
  },
};

const installation: PageSource = {
  path: 'installation.html',
  title: 'Installation',
  rank: 1,
  render(current) {
    const p = 'installation.html';
    const python = atLeast(current, 2, 1) ? '3.10' : atLeast(current, 2) ? '3.9' : '3.7';
    return section('installation', 1, 'Installation', `
<p>PixelKit ${current.name} supports Python ${python} and newer on Linux, macOS and Windows.</p>
${section('installing-with-pip', 2, 'Installing with pip', `<p>Binary wheels are published for every release, so most
users only need:</p>
${codeBlock('console', 'python -m pip install pixelkit')}
<p>To check the installation, print the version and the codecs that were found:</p>
${codeBlock('console', 'python -m pixelkit --version')}`)}
${section('optional-dependencies', 2, 'Optional dependencies', `<p>Some formats and features need extra packages,
installed with pip's extras syntax, for example ${code('pip install "pixelkit[heif,color]"')}:</p>
<ul class="simple">
<li><p>${code('heif')}: HEIF and AVIF images through libheif.</p></li>
<li><p>${code('color')}: ICC profile support, see ${atLeast(current, 2) ? ref(p, 'guide/color.html', 'Color management') : 'the color module'}.</p></li>
${current.dev ? `<li><p>${code('gpu')}: CUDA and Metal kernels, see ${ref(p, 'guide/gpu.html', 'GPU acceleration')}.</p></li>` : ''}
</ul>`)}
${section('building-from-source', 2, 'Building from source', `<p>Building needs a C compiler and the libjpeg, libpng and
zlib headers. Clone the repository and install it in editable mode:</p>
${codeBlock('console', `git clone https://github.com/pixelkit-labs/pixelkit.git
cd pixelkit
python -m pip install -e ".[dev]"`)}
${note('note', 'Note', '<p>On Windows, install the Visual Studio Build Tools first; the libraries are downloaded by the build script.</p>')}`)}
${section('troubleshooting', 2, 'Troubleshooting', `<p>If importing PixelKit fails with ${code('ImportError: libjpeg.so.8')},
your system lacks the JPEG runtime library; install ${code('libjpeg-turbo')} with your package manager. See the
${term(p, 'codec')} entry in the glossary for how formats are discovered.</p>`)}`);
  },
};

const quickstart: PageSource = {
  path: 'quickstart.html',
  title: 'Quickstart',
  rank: 1,
  render(current) {
    const p = 'quickstart.html';
    const open = openFunction(current);
    return section('quickstart', 1, 'Quickstart', `
<p>This page walks through the everyday tasks: opening an image, changing it and saving the result. It assumes you have
${ref(p, 'installation.html', 'installed PixelKit')}.</p>
${section('opening-an-image', 2, 'Opening an image', `<p>Use ${apiRef(p, open, `${open}()`)} with a path or a file object.
The image is decoded lazily, so opening a large file is cheap:</p>
${codeBlock('python', `import pixelkit

image = ${open}("mountains.tiff")
print(image.size, image.mode)  # (6000, 4000) RGB`)}
${atLeast(current, 2) ? versionChanged('versionchanged', '2.0', `${code('pixelkit.load()')} was renamed to ${code('pixelkit.open()')}.`) : ''}`)}
${section('resizing-and-cropping', 2, 'Resizing and cropping', `<p>${apiRef(p, 'pixelkit.Image.resize', 'Image.resize()')}
returns a new image; the original is never changed. Choose a ${term(p, 'resampling filter')} for quality or speed:</p>
${codeBlock('python', `small = image.resize((600, 400), resample="lanczos")
square = image.crop((1000, 0, 5000, 4000))`)}`)}
${section('applying-filters', 2, 'Applying filters', `<p>Filters live in ${code('pixelkit.filters')}. A Gaussian blur
with a radius of 2 pixels:</p>
${codeBlock('python', `from pixelkit import filters

soft = filters.gaussian_blur(image, radius=2.0)`)}
<p>The ${ref(p, 'guide/filters.html', 'Filters guide')} lists every filter with examples.</p>`)}
${section('saving', 2, 'Saving', `<p>${apiRef(p, 'pixelkit.Image.save', 'Image.save()')} picks the format from the file
extension. Pass ${code('quality')} for lossy formats:</p>
${codeBlock('python', 'soft.save("mountains-soft.jpg", quality=85)')}`)}`);
  },
};

const filtersPage: PageSource = {
  path: 'guide/filters.html',
  title: 'Filters',
  render(current) {
    const p = 'guide/filters.html';
    return section('filters', 1, 'Filters', `
<p>Filters take an image and return a new one. They work on every ${term(p, 'mode')} except palette images, which are
converted to RGB first.</p>
${section('gaussian-blur', 2, 'Gaussian blur', `<p>${apiRef(p, 'pixelkit.filters.gaussian_blur', 'gaussian_blur()')} softens
an image. The ${code('radius')} is the standard deviation of the Gaussian kernel in pixels; a radius of 0 returns a
copy.</p>
${codeBlock('python', 'blurred = filters.gaussian_blur(image, radius=3)')}`)}
${section('sharpen', 2, 'Sharpen', `<p>${apiRef(p, 'pixelkit.filters.unsharp_mask', 'unsharp_mask()')} increases contrast
along edges. Use a small ${code('amount')} (0.5 to 1.5) for photographs; large values create halos.</p>`)}
${section('edge-detection', 2, 'Edge detection', `<p>The Sobel operator finds edges in a grayscale copy of the image and
returns their magnitude. It is often followed by a threshold to get a binary mask.</p>
${codeBlock('python', 'edges = filters.sobel(image).point(lambda value: 255 if value > 64 else 0)')}`)}
${section('tone-curves', 2, 'Tone curves', `<p>A tone curve maps input levels to output levels, like the Curves tool of a
photo editor. ${atLeast(current, 2, 1) ? 'Since 2.1, curves accept control points and are interpolated with monotone cubic splines.' : 'Curves are given as a list of 256 output levels.'}</p>
${atLeast(current, 2, 1) ? versionChanged('versionadded', '2.1', 'Control points for tone curves.') : ''}`)}
${current.dev ? note('tip', 'Tip', `<p>Large images can run these filters on the GPU: see ${ref(p, 'guide/gpu.html', 'GPU acceleration')}.</p>`) : ''}`);
  },
};

const color: PageSource = {
  path: 'guide/color.html',
  title: 'Color management',
  since: [2, 0],
  render() {
    const p = 'guide/color.html';
    return section('color-management', 1, 'Color management', `
<p>Images carry numbers, not colors: an ${term(p, 'ICC profile')} says which colors those numbers mean. PixelKit reads
embedded profiles and converts between them so an image looks the same on every screen.</p>
${section('reading-profiles', 2, 'Reading profiles', `<p>The profile of an image is available as
${code('image.profile')}; it is ${code('None')} when the file has none, in which case sRGB is assumed.</p>`)}
${section('converting-color-spaces', 2, 'Converting color spaces', `<p>${apiRef(p, 'pixelkit.Image.convert', 'Image.convert()')}
converts to another mode or profile. Converting a Display P3 photograph for the web:</p>
${codeBlock('python', 'web = image.convert(profile="sRGB", intent="perceptual")')}`)}
${section('rendering-intents', 2, 'Rendering intents', `<p>The intent decides what happens to colors outside the target
gamut: ${code('perceptual')} compresses the whole range, ${code('relative')} clips only the out-of-gamut colors.</p>`)}`);
  },
};

const gpu: PageSource = {
  path: 'guide/gpu.html',
  title: 'GPU acceleration',
  since: [2, 2],
  render() {
    const p = 'guide/gpu.html';
    return section('gpu-acceleration', 1, 'GPU acceleration', `
${note('warning', 'Warning', '<p>GPU support is new in the development version and may change before 2.2.0.</p>')}
<p>With the ${code('gpu')} extra installed, filters can run on a CUDA or Metal device. Select the device once per
process:</p>
${codeBlock('python', `import pixelkit

pixelkit.set_device("cuda:0")
blurred = pixelkit.filters.gaussian_blur(image, radius=8)`)}
${section('when-it-helps', 2, 'When it helps', `<p>Copying pixels to the device costs time, so the GPU pays off for
images above about 10 megapixels or for chains of filters. The ${ref(p, 'guide/filters.html', 'filters')} that support
it are Gaussian blur, unsharp mask and Sobel.</p>`)}`);
  },
};

function apiObjects(current: Release) {
  const open = atLeast(current, 2) ? 'open' : 'load';
  const objects = [
    pyObject({
      kind: 'function', id: `pixelkit.${open}`, prename: 'pixelkit.', name: open,
      parameters: [{name: 'source', annotation: 'str | os.PathLike | BinaryIO'}, {name: 'mode', annotation: 'str | None', default: 'None'}],
      returns: 'Image',
      body: `<p>Open an image file. Decoding is lazy: the header is read at once, pixels when an operation needs them.</p>
<dl class="field-list simple"><dt class="field-odd">Parameters<span class="colon">:</span></dt><dd class="field-odd"><ul class="simple">
<li><p><strong>source</strong> – A path or a binary file object.</p></li>
<li><p><strong>mode</strong> – Convert to this mode after opening, e.g. ${code('"RGB"')}.</p></li></ul></dd>
<dt class="field-even">Raises<span class="colon">:</span></dt><dd class="field-even"><p><a class="reference internal" href="#pixelkit.UnsupportedFormatError" title="pixelkit.UnsupportedFormatError"><code class="xref py py-exc docutils literal notranslate"><span class="pre">UnsupportedFormatError</span></code></a> – if no codec recognises the data.</p></dd></dl>
${atLeast(current, 2) ? versionChanged('versionchanged', '2.0', `Renamed from ${code('load')}.`) : ''}`,
    }),
    pyObject({
      kind: 'function', id: 'pixelkit.new', prename: 'pixelkit.', name: 'new',
      parameters: [{name: 'mode', annotation: 'str'}, {name: 'size', annotation: 'tuple[int, int]'}, {name: 'color', default: '0'}],
      returns: 'Image',
      body: '<p>Create a new image of the given mode and size, filled with <em>color</em>.</p>',
    }),
    pyObject({
      kind: 'class', id: 'pixelkit.Image', prename: 'pixelkit.', name: 'Image',
      body: `<p>An image: a grid of pixels with a mode (${code('"L"')}, ${code('"RGB"')}, ${code('"RGBA"')}, …) and optional metadata. Create one with <a class="reference internal" href="#pixelkit.${open}"><code class="xref py py-func docutils literal notranslate"><span class="pre">${open}()</span></code></a> or <a class="reference internal" href="#pixelkit.new"><code class="xref py py-func docutils literal notranslate"><span class="pre">new()</span></code></a>.</p>`,
      members: [
        {kind: 'attribute', id: 'pixelkit.Image.size', prename: '', name: 'size', body: '<p>Width and height in pixels, as a tuple.</p>'},
        {kind: 'method', id: 'pixelkit.Image.resize', prename: '', name: 'resize',
          parameters: [{name: 'size', annotation: 'tuple[int, int]'}, {name: 'resample', annotation: 'str', default: '"bicubic"'}],
          returns: 'Image', body: '<p>Return a resized copy. <em>resample</em> is one of <code>nearest</code>, <code>bilinear</code>, <code>bicubic</code> and <code>lanczos</code>.</p>'},
        {kind: 'method', id: 'pixelkit.Image.crop', prename: '', name: 'crop',
          parameters: [{name: 'box', annotation: 'tuple[int, int, int, int]'}], returns: 'Image',
          body: '<p>Return the rectangle <em>box</em> (left, upper, right, lower) as a new image.</p>'},
        ...(atLeast(current, 2) ? [{kind: 'method' as const, id: 'pixelkit.Image.convert', prename: '', name: 'convert',
          parameters: [{name: 'mode', annotation: 'str | None', default: 'None'}, {name: 'profile', annotation: 'str | None', default: 'None'}, {name: 'intent', default: '"perceptual"'}],
          returns: 'Image', body: '<p>Convert to another mode or ICC profile.</p>'}] : []),
        {kind: 'method', id: 'pixelkit.Image.save', prename: '', name: 'save',
          parameters: [{name: 'target'}, {name: 'format', annotation: 'str | None', default: 'None'}, {name: '**options'}],
          body: '<p>Write the image. The format comes from <em>format</em> or the file extension; options such as <code>quality</code> go to the codec.</p>'},
      ],
    }),
    pyObject({
      kind: 'function', id: 'pixelkit.filters.gaussian_blur', prename: 'pixelkit.filters.', name: 'gaussian_blur',
      parameters: [{name: 'image', annotation: 'Image'}, {name: 'radius', annotation: 'float', default: '2.0'}],
      returns: 'Image', body: '<p>Blur with a Gaussian kernel of standard deviation <em>radius</em> pixels.</p>',
    }),
    pyObject({
      kind: 'function', id: 'pixelkit.filters.unsharp_mask', prename: 'pixelkit.filters.', name: 'unsharp_mask',
      parameters: [{name: 'image', annotation: 'Image'}, {name: 'radius', default: '2.0'}, {name: 'amount', default: '1.0'}, {name: 'threshold', default: '3'}],
      returns: 'Image', body: '<p>Sharpen by subtracting a blurred copy: edges gain contrast, flat areas below <em>threshold</em> are left alone.</p>',
    }),
    pyObject({
      kind: 'exception', id: 'pixelkit.UnsupportedFormatError', prename: 'pixelkit.', name: 'UnsupportedFormatError',
      body: '<p>Raised when no installed codec can read or write the data.</p>',
    }),
  ];
  if (current.dev) {
    objects.push(pyObject({
      kind: 'function', id: 'pixelkit.set_device', prename: 'pixelkit.', name: 'set_device',
      parameters: [{name: 'device', annotation: 'str'}], returns: 'None',
      body: '<p>Run filters on <em>device</em> (<code>"cpu"</code>, <code>"cuda:0"</code>, <code>"metal"</code>).</p>',
    }));
  }
  return objects.join('\n');
}

const api: PageSource = {
  path: 'api.html',
  title: 'API reference',
  render(current) {
    return section('api-reference', 1, 'API reference', `
<p>Everything below is importable from the top-level ${code('pixelkit')} package, except the filters, which live in
${code('pixelkit.filters')}.</p>
${section('module-pixelkit', 2, 'Images', apiObjects(current))}`);
  },
};

const glossaryPage: PageSource = {
  path: 'glossary.html',
  title: 'Glossary',
  rank: -1,
  render(current) {
    const entries = [
      {terms: ['buffer protocol'], definition: 'The Python protocol that lets NumPy and PixelKit share pixel memory without copying.'},
      {terms: ['codec'], definition: `A plugin that decodes or encodes one file format. Codecs are discovered at import time from the installed libraries; see ${ref('glossary.html', 'installation.html#troubleshooting', 'Troubleshooting')}.`},
      {terms: ['mode'], definition: 'How a pixel is stored: <code>L</code> (8-bit gray), <code>RGB</code>, <code>RGBA</code>, <code>I;16</code> and others.'},
      {terms: ['resampling filter', 'resample'], definition: `The interpolation used when resizing: nearest neighbour is fastest, Lanczos sharpest. See ${ref('glossary.html', 'quickstart.html#resizing-and-cropping', 'Resizing and cropping')}.`},
    ];
    if (atLeast(current, 2)) {
      entries.push({terms: ['ICC profile'], definition: `A standard description of a color space, embedded in an image file to say what its numbers mean. See ${ref('glossary.html', 'guide/color.html', 'Color management')}.`});
    }
    return section('glossary', 1, 'Glossary', glossary(entries));
  },
};

const changelog: PageSource = {
  path: 'changelog.html',
  title: 'Changelog',
  rank: -2,
  render(current) {
    const p = 'changelog.html';
    const releases: Array<[string, string, [number, number], string[]]> = [
      ['2-2-0-unreleased', '2.2.0 (unreleased)', [2, 2], [`${ref(p, 'guide/gpu.html', 'GPU acceleration')} for blur, unsharp mask and Sobel.`, `New ${apiRef(p, 'pixelkit.set_device', 'pixelkit.set_device()')}.`]],
      ['2-1-0', '2.1.0', [2, 1], [`Tone curves accept control points (${ref(p, 'guide/filters.html#tone-curves', 'Tone curves')}).`, 'Python 3.10 or newer is required.']],
      ['2-0-0', '2.0.0', [2, 0], [`<code>load()</code> renamed to ${apiRef(p, 'pixelkit.open', 'open()')}.`, `${ref(p, 'guide/color.html', 'Color management')} with ICC profiles.`]],
      ['1-9-2', '1.9.2', [1, 9], [`Fix a crash in ${apiRef(p, 'pixelkit.Image.save', 'Image.save()')} with 16-bit PNG files.`]],
      ['1-0-0', '1.0.0', [1, 0], [`First stable release. See the ${ref(p, 'quickstart.html', 'Quickstart')}.`]],
    ];
    const shown = releases.filter(([, , [major, minor]]) => atLeast(current, major, minor) && (current.dev || major < 2 || minor < 2));
    return section('changelog', 1, 'Changelog', shown
      .map(([id, title, , items]) => section(id, 2, title, `<ul class="simple">${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`))
      .join('\n'));
  },
};

export const PIXELKIT_PAGES: PageSource[] = [index, installation, quickstart, filtersPage, color, gpu, api, glossaryPage, changelog];

export const PIXELKIT_NAV = [
  {path: 'installation.html', title: 'Installation'},
  {path: 'quickstart.html', title: 'Quickstart'},
  {path: 'guide/filters.html', title: 'Filters', since: [1, 0] as [number, number]},
  {path: 'guide/color.html', title: 'Color management', since: [2, 0] as [number, number]},
  {path: 'guide/gpu.html', title: 'GPU acceleration', since: [2, 2] as [number, number]},
  {path: 'api.html', title: 'API reference'},
  {path: 'glossary.html', title: 'Glossary'},
  {path: 'changelog.html', title: 'Changelog'},
];
