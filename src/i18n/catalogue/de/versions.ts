/**
 * German strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Version',
  versionsHeading: 'Versionen',
  languagesHeading: 'Sprachen',
  downloadsHeading: 'Downloads',
  filterLabel: 'Versionen filtern',
  filterPlaceholder: 'Versionen filtern',
  filterCount: {
    one: '{count} Version',
    other: '{count} Versionen',
  },
  noMatches: 'Keine Version passt zu „{query}“.',
  moreVersions: {
    one: '{shown} von {total} Version angezeigt. Tippen Sie in den Filter, um die anderen zu finden.',
    other: '{shown} von {total} Versionen angezeigt. Tippen Sie in den Filter, um die anderen zu finden.',
  },
  loading: 'Versionen werden geladen…',
  errorMessage: 'Die Liste der Versionen konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  retryIn: 'Erneut versuchen in {seconds} s',
  close: 'Versionen schließen',
  hiddenBadge: 'verborgen',
  defaultBadge: 'Standard',
  checking: 'Wird geprüft…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'Die Seite „{path}“ gibt es in Version {version} nicht, daher sind Sie auf der Startseite dieser Version.',
  dismissNotice: 'Hinweis schließen',
  regionLabel: 'Versionshinweis',
  message: {
    older: 'Sie lesen die Dokumentation der Version {current}, die nicht die aktuelle Version ist.',
    development: 'Sie lesen die Dokumentation der Entwicklungsversion ({current}). Sie kann Funktionen beschreiben, die noch nicht veröffentlicht sind.',
    prerelease: 'Sie lesen die Dokumentation der Version {current}, einer Vorabversion, die sich noch ändern kann.',
    unknown: 'Sie lesen die Dokumentation der Version {current}, die nicht zu den gepflegten Versionen des Projekts gehört.',
  },
  link: 'Diese Seite in Version {target} lesen',
  dismiss: 'Versionshinweis schließen',
  noticeLabel: 'Seitenhinweis',
} satisfies VersionsCatalogue;
