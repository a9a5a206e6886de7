import type { WalletConnectMessageKey } from '../messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Escaneie com {name}',
  'ConnectingWalletConnect.continue': 'Continue na {name}',
  'ConnectingWalletConnect.hint': 'Abra a carteira no celular e escaneie o código para conectar.',
  'ConnectingWalletConnect.qr': 'QR code para conectar {name}',
  'ConnectingWalletConnect.copy': 'Copiar link',
  'ConnectingWalletConnect.copied': 'Link copiado',
  'ConnectingWalletConnect.copyFailed': 'Não foi possível copiar o link',
  'ConnectingWalletConnect.open': 'Abrir {name}',
  'ConnectingWalletConnect.connecting': 'Conectando…',
  'ConnectingWalletConnect.relayError': 'Não foi possível acessar o WalletConnect',
  'ConnectingWalletConnect.relayHint':
    'O relay não respondeu. Verifique sua conexão e tente novamente.',
  'ConnectingWalletConnect.declined': 'Conexão recusada',
  'ConnectingWalletConnect.failed': 'Falha na conexão',
  'ConnectingWalletConnect.noChain':
    'A carteira não compartilhou nenhuma das redes que este site usa. Adicione uma na carteira ou conecte outra carteira.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
