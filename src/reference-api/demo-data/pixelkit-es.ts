/** The demo's translation: PixelKit in Spanish (`pixelkit-es`), a few pages. */

import {code, codeBlock, relativeUrl, section} from './html.js';
import {type PageSource, atLeast} from './release.js';

const ref = (from: string, to: string, text: string) =>
  `<a class="reference internal" href="${relativeUrl(from, to)}"><span class="std std-ref">${text}</span></a>`;

export const PIXELKIT_ES_PAGES: PageSource[] = [
  {
    path: 'index.html',
    title: 'PixelKit',
    render(current) {
      const p = 'index.html';
      return section('pixelkit', 1, 'PixelKit', `
<p>PixelKit es una biblioteca de imágenes para Python, rápida y sencilla. Lee y escribe los formatos habituales,
cambia el tamaño, recorta, aplica filtros y convierte entre espacios de color.</p>
${section('primeros-pasos', 2, 'Primeros pasos', `<p>${ref(p, 'installation.html', 'Instala PixelKit')} y sigue la
${ref(p, 'quickstart.html', 'guía rápida')} para abrir, editar y guardar tu primera imagen.</p>`)}
<p>Esta traducción corresponde a la versión ${current.name}.</p>`);
    },
  },
  {
    path: 'installation.html',
    title: 'Instalación',
    render() {
      return section('instalacion', 1, 'Instalación', `
${section('instalar-con-pip', 2, 'Instalar con pip', `<p>Se publican paquetes binarios para cada versión:</p>
${codeBlock('console', 'python -m pip install pixelkit')}`)}
${section('dependencias-opcionales', 2, 'Dependencias opcionales', `<p>Algunos formatos necesitan paquetes extra, por
ejemplo ${code('pip install "pixelkit[heif]"')} para imágenes HEIF y AVIF.</p>`)}`);
    },
  },
  {
    path: 'quickstart.html',
    title: 'Guía rápida',
    render(current) {
      const open = atLeast(current, 2) ? 'open' : 'load';
      return section('guia-rapida', 1, 'Guía rápida', `
${section('abrir-una-imagen', 2, 'Abrir una imagen', codeBlock('python', `import pixelkit

imagen = pixelkit.${open}("montanas.jpg")
miniatura = imagen.resize((320, 240))
miniatura.save("montanas-peque.webp")`))}
${section('aplicar-filtros', 2, 'Aplicar filtros', `<p>Los filtros están en ${code('pixelkit.filters')}; por ejemplo,
un desenfoque gaussiano con ${code('filters.gaussian_blur(imagen, radius=2)')}.</p>`)}`);
    },
  },
];

export const PIXELKIT_ES_NAV = [
  {path: 'installation.html', title: 'Instalación'},
  {path: 'quickstart.html', title: 'Guía rápida'},
];
