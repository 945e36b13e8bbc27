/**
 * Brazilian Portuguese strings of `<docs-search>`.
 * machine-made: review wanted (written by a model, not yet read by a native speaker; corrections welcome).
 */
import type {SearchCatalogue} from '../../catalogue-types.js';

export default {
  review: 'machine-made: review wanted',
  trigger: 'Pesquisar',
  dialogLabel: 'Pesquisar na documentação',
  inputLabel: 'Pesquisar',
  placeholder: 'Pesquisar na documentação',
  close: 'Fechar a pesquisa',
  resultsLabel: 'Resultados da pesquisa',
  resultCount: {
    one: '{total} página',
    other: '{total} páginas',
  },
  resultCountPartial: {
    one: '{shown} de {total} página',
    other: '{shown} de {total} páginas',
  },
  resultsFor: '{count} para “{query}”',
  noResults: 'Nenhum resultado para “{query}”',
  tipsTitle: 'Tente:',
  tips: [
    'menos palavras ou outras palavras',
    '"frase exata" entre aspas',
    'prefixo* para encontrar o início de uma palavra',
    'aproximado~1 para aceitar um erro de digitação',
  ],
  loading: 'Pesquisando…',
  loadMore: 'Mostrar mais resultados',
  errorTitle: 'A pesquisa falhou',
  errorOffline: 'Não foi possível acessar o serviço de pesquisa. Verifique sua conexão.',
  errorTimeout: 'O serviço de pesquisa demorou demais para responder.',
  errorThrottled: 'Pesquisas demais em pouco tempo.',
  errorThrottledWait: {
    one: 'Pesquisas demais em pouco tempo. Você pode tentar de novo em {seconds} segundo.',
    other: 'Pesquisas demais em pouco tempo. Você pode tentar de novo em {seconds} segundos.',
  },
  errorNotFound: 'Este projeto ou esta versão não tem índice de pesquisa.',
  errorServer: 'O serviço de pesquisa está com problemas.',
  errorUnexpected: 'O serviço de pesquisa enviou uma resposta que esta página não entende.',
  errorNoProject: 'Esta página não diz qual projeto pesquisar.',
  retry: 'Tentar de novo',
  retryIn: 'Tentar de novo em {seconds} s',
  recentTitle: 'Pesquisas recentes',
  clearRecent: 'Limpar pesquisas recentes',
  emptyHint: 'Digite para pesquisar na documentação.',
  hintNavigate: 'para navegar',
  hintSelect: 'para abrir',
  hintNewTab: 'nova aba',
  hintClose: 'para fechar',
  themeSearchNotice: 'A pesquisa de texto completo está indisponível no momento, então esta é a pesquisa do próprio site. Ela volta sozinha.',
  themeSearchNoticeLasting: 'A pesquisa de texto completo não pode funcionar nesta página, então esta é a pesquisa do próprio site.',
} satisfies SearchCatalogue;
