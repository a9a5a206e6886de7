import type { SiwxMessageKey } from '../messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Entrar',
  'SIWXSignMessage.heading': '{name} precisa se conectar à sua carteira',
  'SIWXSignMessage.text': 'Assine esta mensagem para provar que esta carteira é sua e continuar.',
  'SIWXSignMessage.requiredText':
    'Assine esta mensagem para provar que esta carteira é sua e continuar. Se cancelar, você será desconectado.',
  'SIWXSignMessage.account': 'Conta {address}',
  'SIWXSignMessage.sign': 'Assinar',
  'SIWXSignMessage.cancel': 'Cancelar',
  'SIWXSignMessage.authenticating': 'Autenticando…',
  'SIWXSignMessage.declined': 'Assinatura recusada',
  'SIWXSignMessage.declinedBecause': 'Assinatura recusada: {reason}',
  'SIWXSignMessage.smartAccount':
    'Este aplicativo talvez não seja compatível com contas inteligentes',
  'SIWXSignMessage.initFailed': 'Ocorreu um problema ao iniciar a autenticação',
  'ConnectingSiwe.verifying': 'Sua carteira assinou o login. Verificando a assinatura…',
  'ConnectingSiwe.retry': 'Tentar novamente',
} satisfies Partial<Record<SiwxMessageKey, string>>
