import type { CosmosMessageKey } from '../messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Você recusou a solicitação.',
  'Cosmos.error.wallet': 'A carteira não conseguiu concluir a solicitação.',
  'Cosmos.error.chainNotConfigured': 'A rede não é compatível',
  'Cosmos.error.invalidAddress': 'Endereço Cosmos inválido.',
  'Cosmos.error.broadcast': 'A rede não aceitou a transação.',
  'Cosmos.error.insufficientFunds': 'Saldo insuficiente',
} satisfies Partial<Record<CosmosMessageKey, string>>
