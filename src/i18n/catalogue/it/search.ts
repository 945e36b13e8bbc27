/**
 * Italian strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Cerca',
  dialogLabel: 'Cerca nella documentazione',
  inputLabel: 'Cerca',
  placeholder: 'Cerca nella documentazione',
  close: 'Chiudi la ricerca',
  resultsLabel: 'Risultati della ricerca',
  resultCount: {
    one: '{total} pagina',
    other: '{total} pagine',
  },
  resultCountPartial: {
    one: '{shown} di {total} pagina',
    other: '{shown} di {total} pagine',
  },
  resultsFor: '{count} per «{query}»',
  noResults: 'Nessun risultato per «{query}»',
  tipsTitle: 'Prova con:',
  tips: [
    'meno parole o parole diverse',
    '"frase esatta" tra virgolette',
    'prefisso* per trovare l’inizio di una parola',
    'simile~1 per tollerare un refuso',
  ],
  loading: 'Ricerca in corso…',
  loadMore: 'Mostra altri risultati',
  errorTitle: 'La ricerca non è riuscita',
  errorOffline: 'Impossibile raggiungere il servizio di ricerca. Controlla la connessione.',
  errorTimeout: 'Il servizio di ricerca ha impiegato troppo tempo a rispondere.',
  errorThrottled: 'Troppe ricerche in poco tempo.',
  errorThrottledWait: {
    one: 'Troppe ricerche in poco tempo. Puoi riprovare tra {seconds} secondo.',
    other: 'Troppe ricerche in poco tempo. Puoi riprovare tra {seconds} secondi.',
  },
  errorNotFound: 'Questo progetto o questa versione non ha un indice di ricerca.',
  errorServer: 'Il servizio di ricerca ha dei problemi.',
  errorUnexpected: 'Il servizio di ricerca ha inviato una risposta che questa pagina non capisce.',
  errorNoProject: 'Questa pagina non indica quale progetto cercare.',
  retry: 'Riprova',
  retryIn: 'Riprova tra {seconds} s',
  recentTitle: 'Ricerche recenti',
  clearRecent: 'Cancella le ricerche recenti',
  emptyHint: 'Digita per cercare nella documentazione.',
  hintNavigate: 'per spostarti',
  hintSelect: 'per aprire',
  hintNewTab: 'nuova scheda',
  hintClose: 'per chiudere',
  themeSearchNotice: 'La ricerca full-text non è disponibile in questo momento: questa è la ricerca del sito. Tornerà da sola.',
  themeSearchNoticeLasting: 'La ricerca full-text non può funzionare in questa pagina: questa è la ricerca del sito.',
} satisfies SearchCatalogue;
