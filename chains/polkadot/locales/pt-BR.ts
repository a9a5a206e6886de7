import type { PolkadotMessageKey } from '../messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Detalhes do saldo',
  'PolkadotBalance.free': 'Livre',
  'PolkadotBalance.reserved': 'Reservado',
  'PolkadotBalance.frozen': 'Congelado',
  'PolkadotBalance.deposit': 'Depósito existencial',
  'PolkadotBalance.hint':
    'O saldo acima é o que você pode enviar: os fundos congelados e reservados e o depósito existencial ficam na conta.',
  'Polkadot.error.rejected': 'Você recusou a solicitação.',
  'Polkadot.error.wallet': 'A carteira não conseguiu concluir a solicitação.',
  'Polkadot.error.unsupportedMethod': 'Esta carteira não oferece suporte a {method}.',
  'Polkadot.error.chainNotConfigured': 'A rede não é compatível',
  'Polkadot.error.invalidAddress': 'Endereço Polkadot inválido.',
  'Polkadot.error.rpc': 'A rede respondeu com um erro.',
  'Polkadot.error.unsupportedRuntime': 'Esta rede não pode enviar aqui.',
  'Polkadot.error.insufficientFunds': 'Saldo insuficiente.',
  'Polkadot.error.existentialDeposit':
    'Restaria menos que o depósito existencial de {deposit}: envie no máximo {maximum}.',
  'Polkadot.error.notFinalized': 'A transferência não foi finalizada.',
  'Polkadot.error.failed': 'A transferência falhou: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
