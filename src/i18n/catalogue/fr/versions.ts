/**
 * French strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Version',
  versionsHeading: 'Versions',
  languagesHeading: 'Langues',
  downloadsHeading: 'Téléchargements',
  filterLabel: 'Filtrer les versions',
  filterPlaceholder: 'Filtrer les versions',
  filterCount: {one: '{count} version', other: '{count} versions'},
  noMatches: 'Aucune version ne correspond à « {query} ».',
  moreVersions: {
    one: '{shown} version affichée sur {total}. Saisissez un filtre pour trouver les autres.',
    other: '{shown} versions affichées sur {total}. Saisissez un filtre pour trouver les autres.',
  },
  loading: 'Chargement des versions…',
  errorMessage: 'La liste des versions n’a pas pu être chargée.',
  retry: 'Réessayer',
  retryIn: 'Réessayer dans {seconds} s',
  close: 'Fermer les versions',
  hiddenBadge: 'masquée',
  defaultBadge: 'par défaut',
  checking: 'Vérification…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'La page « {path} » n’existe pas dans la version {version} : vous êtes sur la page d’accueil de cette version.',
  dismissNotice: 'Fermer l’avis',
  regionLabel: 'Avis de version',
  message: {
    older: 'Vous lisez la documentation de la version {current}, qui n’est pas la version actuelle.',
    development: 'Vous lisez la documentation de la version de développement ({current}). Elle peut décrire des fonctionnalités pas encore publiées.',
    prerelease: 'Vous lisez la documentation de la version {current}, une préversion qui peut encore changer.',
    unknown: 'Vous lisez la documentation de la version {current}, qui ne fait pas partie des versions maintenues du projet.',
  },
  link: 'Lire cette page dans la version {target}',
  dismiss: 'Fermer l’avis de version',
  noticeLabel: 'Avis sur la page',
} satisfies VersionsCatalogue;
