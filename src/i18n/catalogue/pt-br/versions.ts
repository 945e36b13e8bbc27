/**
 * Brazilian Portuguese strings of `<docs-version-switcher>` and `<docs-version-warning>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {VersionsCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  buttonLabel: 'Versão',
  versionsHeading: 'Versões',
  languagesHeading: 'Idiomas',
  downloadsHeading: 'Downloads',
  filterLabel: 'Filtrar versões',
  filterPlaceholder: 'Filtrar versões',
  filterCount: {
    one: '{count} versão',
    other: '{count} versões',
  },
  noMatches: 'Nenhuma versão corresponde a “{query}”.',
  moreVersions: {
    one: 'Mostrando {shown} de {total} versão. Digite no filtro para encontrar as outras.',
    other: 'Mostrando {shown} de {total} versões. Digite no filtro para encontrar as outras.',
  },
  loading: 'Carregando versões…',
  errorMessage: 'Não foi possível carregar a lista de versões.',
  retry: 'Tentar de novo',
  retryIn: 'Tentar de novo em {seconds} s',
  close: 'Fechar versões',
  hiddenBadge: 'oculta',
  defaultBadge: 'padrão',
  checking: 'Verificando…',
  downloadHtml: 'HTML (zip)',
  fallbackNotice: 'A página “{path}” não existe na versão {version}, então você está na página inicial dessa versão.',
  dismissNotice: 'Dispensar aviso',
  regionLabel: 'Aviso de versão',
  message: {
    older: 'Você está lendo a documentação da versão {current}, que não é a versão atual.',
    development: 'Você está lendo a documentação da versão de desenvolvimento ({current}). Ela pode descrever recursos ainda não lançados.',
    prerelease: 'Você está lendo a documentação da versão {current}, uma pré-versão que ainda pode mudar.',
    unknown: 'Você está lendo a documentação da versão {current}, que não é uma das versões mantidas do projeto.',
  },
  link: 'Ler esta página na versão {target}',
  dismiss: 'Dispensar aviso de versão',
  noticeLabel: 'Aviso da página',
} satisfies VersionsCatalogue;
