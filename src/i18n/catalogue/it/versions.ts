/**
 * Italian strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Versione',
  versionsHeading: 'Versioni',
  languagesHeading: 'Lingue',
  downloadsHeading: 'Download',
  filterLabel: 'Filtra le versioni',
  filterPlaceholder: 'Filtra le versioni',
  filterCount: {
    one: '{count} versione',
    other: '{count} versioni',
  },
  noMatches: 'Nessuna versione corrisponde a «{query}».',
  moreVersions: {
    one: 'Mostrate {shown} di {total} versione. Scrivi nel filtro per trovare le altre.',
    other: 'Mostrate {shown} di {total} versioni. Scrivi nel filtro per trovare le altre.',
  },
  loading: 'Caricamento delle versioni…',
  errorMessage: 'Impossibile caricare l’elenco delle versioni.',
  retry: 'Riprova',
  retryIn: 'Riprova tra {seconds} s',
  close: 'Chiudi le versioni',
  hiddenBadge: 'nascosta',
  defaultBadge: 'predefinita',
  checking: 'Verifica in corso…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'La pagina «{path}» non esiste nella versione {version}, quindi sei nella pagina iniziale di quella versione.',
  dismissNotice: 'Chiudi l’avviso',
  regionLabel: 'Avviso sulla versione',
  message: {
    older: 'Stai leggendo la documentazione della versione {current}, che non è la versione attuale.',
    development: 'Stai leggendo la documentazione della versione di sviluppo ({current}). Potrebbe descrivere funzionalità non ancora rilasciate.',
    prerelease: 'Stai leggendo la documentazione della versione {current}, una pre-release che può ancora cambiare.',
    unknown: 'Stai leggendo la documentazione della versione {current}, che non è tra le versioni mantenute del progetto.',
  },
  link: 'Leggi questa pagina nella versione {target}',
  dismiss: 'Chiudi l’avviso sulla versione',
  noticeLabel: 'Avviso sulla pagina',
} satisfies VersionsCatalogue;
