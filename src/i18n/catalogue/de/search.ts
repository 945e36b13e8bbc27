/**
 * German strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Suchen',
  dialogLabel: 'Dokumentation durchsuchen',
  inputLabel: 'Suchen',
  placeholder: 'Dokumentation durchsuchen',
  close: 'Suche schließen',
  resultsLabel: 'Suchergebnisse',
  resultCount: {
    one: '{total} Seite',
    other: '{total} Seiten',
  },
  resultCountPartial: {
    one: '{shown} von {total} Seite',
    other: '{shown} von {total} Seiten',
  },
  resultsFor: '{count} für „{query}“',
  noResults: 'Keine Ergebnisse für „{query}“',
  tipsTitle: 'Versuchen Sie:',
  tips: [
    'weniger oder andere Wörter',
    '"genaue Wortfolge" in Anführungszeichen',
    'Anfang* findet den Anfang eines Wortes',
    'unscharf~1 erlaubt einen Tippfehler',
  ],
  loading: 'Suche läuft…',
  loadMore: 'Weitere Ergebnisse anzeigen',
  errorTitle: 'Die Suche ist fehlgeschlagen',
  errorOffline: 'Der Suchdienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
  errorTimeout: 'Der Suchdienst hat zu lange für die Antwort gebraucht.',
  errorThrottled: 'Zu viele Suchanfragen in kurzer Zeit.',
  errorThrottledWait: {
    one: 'Zu viele Suchanfragen in kurzer Zeit. Sie können es in {seconds} Sekunde erneut versuchen.',
    other: 'Zu viele Suchanfragen in kurzer Zeit. Sie können es in {seconds} Sekunden erneut versuchen.',
  },
  errorNotFound: 'Für dieses Projekt oder diese Version gibt es keinen Suchindex.',
  errorServer: 'Der Suchdienst hat gerade Probleme.',
  errorUnexpected: 'Der Suchdienst hat eine Antwort geschickt, die diese Seite nicht versteht.',
  errorNoProject: 'Diese Seite gibt nicht an, welches Projekt durchsucht werden soll.',
  retry: 'Erneut versuchen',
  retryIn: 'Erneut versuchen in {seconds} s',
  recentTitle: 'Letzte Suchen',
  clearRecent: 'Letzte Suchen löschen',
  emptyHint: 'Tippen Sie, um die Dokumentation zu durchsuchen.',
  hintNavigate: 'zum Navigieren',
  hintSelect: 'zum Öffnen',
  hintNewTab: 'neuer Tab',
  hintClose: 'zum Schließen',
  themeSearchNotice: 'Die Volltextsuche ist gerade nicht verfügbar, daher ist dies die eigene Suche der Website. Sie kommt von selbst zurück.',
  themeSearchNoticeLasting: 'Die Volltextsuche kann auf dieser Seite nicht laufen, daher ist dies die eigene Suche der Website.',
} satisfies SearchCatalogue;
