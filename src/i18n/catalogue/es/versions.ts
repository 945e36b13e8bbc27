/**
 * Spanish strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Versión',
  versionsHeading: 'Versiones',
  languagesHeading: 'Idiomas',
  downloadsHeading: 'Descargas',
  filterLabel: 'Filtrar versiones',
  filterPlaceholder: 'Filtrar versiones',
  filterCount: {
    one: '{count} versión',
    other: '{count} versiones',
  },
  noMatches: 'Ninguna versión coincide con «{query}».',
  moreVersions: {
    one: 'Se muestran {shown} de {total} versión. Escriba en el filtro para encontrar las demás.',
    other: 'Se muestran {shown} de {total} versiones. Escriba en el filtro para encontrar las demás.',
  },
  loading: 'Cargando versiones…',
  errorMessage: 'No se pudo cargar la lista de versiones.',
  retry: 'Reintentar',
  retryIn: 'Reintentar en {seconds} s',
  close: 'Cerrar versiones',
  hiddenBadge: 'oculta',
  defaultBadge: 'predeterminada',
  checking: 'Comprobando…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'La página «{path}» no existe en la versión {version}, así que está en la página de inicio de esa versión.',
  dismissNotice: 'Cerrar el aviso',
  regionLabel: 'Aviso de versión',
  message: {
    older: 'Está leyendo la documentación de la versión {current}, que no es la versión actual.',
    development: 'Está leyendo la documentación de la versión en desarrollo ({current}). Puede describir funciones que aún no se han publicado.',
    prerelease: 'Está leyendo la documentación de la versión {current}, una versión preliminar que aún puede cambiar.',
    unknown: 'Está leyendo la documentación de la versión {current}, que no es una de las versiones mantenidas del proyecto.',
  },
  link: 'Leer esta página en la versión {target}',
  dismiss: 'Cerrar el aviso de versión',
  noticeLabel: 'Aviso de la página',
} satisfies VersionsCatalogue;
