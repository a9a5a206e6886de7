import type { WalletConnectMessageKey } from '../messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Zeskanuj w {name}',
  'ConnectingWalletConnect.continue': 'Kontynuuj w {name}',
  'ConnectingWalletConnect.hint': 'Otwórz portfel na telefonie i zeskanuj kod, aby się połączyć.',
  'ConnectingWalletConnect.qr': 'Kod QR do połączenia {name}',
  'ConnectingWalletConnect.copy': 'Kopiuj link',
  'ConnectingWalletConnect.copied': 'Skopiowano link',
  'ConnectingWalletConnect.copyFailed': 'Nie udało się skopiować linku',
  'ConnectingWalletConnect.open': 'Otwórz {name}',
  'ConnectingWalletConnect.connecting': 'Łączenie…',
  'ConnectingWalletConnect.relayError': 'Brak połączenia z WalletConnect',
  'ConnectingWalletConnect.relayHint':
    'Przekaźnik nie odpowiedział. Sprawdź połączenie i spróbuj ponownie.',
  'ConnectingWalletConnect.declined': 'Połączenie odrzucone',
  'ConnectingWalletConnect.failed': 'Nie udało się połączyć',
  'ConnectingWalletConnect.noChain':
    'Portfel nie udostępnił żadnej z sieci używanych przez tę stronę. Dodaj jedną w portfelu albo połącz inny portfel.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
