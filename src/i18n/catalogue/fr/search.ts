/**
 * French strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Rechercher',
  dialogLabel: 'Rechercher dans la documentation',
  inputLabel: 'Rechercher',
  placeholder: 'Rechercher dans la doc',
  close: 'Fermer la recherche',
  resultsLabel: 'Résultats de la recherche',
  resultCount: {one: '{total} page', other: '{total} pages'},
  resultCountPartial: {one: '{shown} sur {total} page', other: '{shown} sur {total} pages'},
  resultsFor: '{count} pour « {query} »',
  noResults: 'Aucun résultat pour « {query} »',
  tipsTitle: 'Essayez :',
  tips: [
    'moins de mots, ou d’autres mots',
    '"expression exacte" entre guillemets',
    'préfixe* pour trouver le début d’un mot',
    'approché~1 pour tolérer une faute de frappe',
  ],
  loading: 'Recherche…',
  loadMore: 'Afficher plus de résultats',
  errorTitle: 'La recherche a échoué',
  errorOffline: 'Le service de recherche est injoignable. Vérifiez votre connexion.',
  errorTimeout: 'Le service de recherche a mis trop de temps à répondre.',
  errorThrottled: 'Trop de recherches en peu de temps.',
  errorThrottledWait: {
    one: 'Trop de recherches en peu de temps. Vous pourrez réessayer dans {seconds} seconde.',
    other: 'Trop de recherches en peu de temps. Vous pourrez réessayer dans {seconds} secondes.',
  },
  errorNotFound: 'Ce projet ou cette version n’a pas d’index de recherche.',
  errorServer: 'Le service de recherche rencontre des difficultés.',
  errorUnexpected: 'Le service de recherche a envoyé une réponse que cette page ne comprend pas.',
  errorNoProject: 'Cette page n’indique pas quel projet rechercher.',
  retry: 'Réessayer',
  retryIn: 'Réessayer dans {seconds} s',
  recentTitle: 'Recherches récentes',
  clearRecent: 'Effacer les recherches récentes',
  emptyHint: 'Saisissez du texte pour rechercher dans la documentation.',
  hintNavigate: 'pour naviguer',
  hintSelect: 'pour ouvrir',
  hintNewTab: 'nouvel onglet',
  hintClose: 'pour fermer',
  themeSearchNotice: 'La recherche plein texte est indisponible pour le moment : voici la recherche propre au site. Elle reviendra d’elle-même.',
  themeSearchNoticeLasting: 'La recherche plein texte ne peut pas fonctionner sur cette page : voici la recherche propre au site.',
} satisfies SearchCatalogue;
