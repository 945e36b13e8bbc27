/**
 * Spanish strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Buscar',
  dialogLabel: 'Buscar en la documentación',
  inputLabel: 'Buscar',
  placeholder: 'Buscar en la documentación',
  close: 'Cerrar la búsqueda',
  resultsLabel: 'Resultados de la búsqueda',
  resultCount: {
    one: '{total} página',
    other: '{total} páginas',
  },
  resultCountPartial: {
    one: '{shown} de {total} página',
    other: '{shown} de {total} páginas',
  },
  resultsFor: '{count} para «{query}»',
  noResults: 'No hay resultados para «{query}»',
  tipsTitle: 'Pruebe con:',
  tips: [
    'menos palabras o palabras distintas',
    '"frase exacta" entre comillas',
    'prefijo* para buscar el comienzo de una palabra',
    'aproximado~1 para admitir una errata',
  ],
  loading: 'Buscando…',
  loadMore: 'Mostrar más resultados',
  errorTitle: 'La búsqueda falló',
  errorOffline: 'No se pudo contactar con el servicio de búsqueda. Compruebe su conexión.',
  errorTimeout: 'El servicio de búsqueda tardó demasiado en responder.',
  errorThrottled: 'Demasiadas búsquedas en poco tiempo.',
  errorThrottledWait: {
    one: 'Demasiadas búsquedas en poco tiempo. Puede volver a intentarlo en {seconds} segundo.',
    other: 'Demasiadas búsquedas en poco tiempo. Puede volver a intentarlo en {seconds} segundos.',
  },
  errorNotFound: 'Este proyecto o esta versión no tiene índice de búsqueda.',
  errorServer: 'El servicio de búsqueda tiene problemas.',
  errorUnexpected: 'El servicio de búsqueda envió una respuesta que esta página no entiende.',
  errorNoProject: 'Esta página no indica qué proyecto buscar.',
  retry: 'Reintentar',
  retryIn: 'Reintentar en {seconds} s',
  recentTitle: 'Búsquedas recientes',
  clearRecent: 'Borrar las búsquedas recientes',
  emptyHint: 'Escriba para buscar en la documentación.',
  hintNavigate: 'para moverse',
  hintSelect: 'para abrir',
  hintNewTab: 'pestaña nueva',
  hintClose: 'para cerrar',
  themeSearchNotice: 'La búsqueda de texto completo no está disponible ahora mismo, así que esta es la búsqueda propia del sitio. Volverá por sí sola.',
  themeSearchNoticeLasting: 'La búsqueda de texto completo no puede funcionar en esta página, así que esta es la búsqueda propia del sitio.',
} satisfies SearchCatalogue;
