import type { SiwxMessageKey } from '../messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Zaloguj się',
  'SIWXSignMessage.heading': '{name} chce połączyć się z Twoim portfelem',
  'SIWXSignMessage.text':
    'Podpisz tę wiadomość, aby potwierdzić, że ten portfel należy do Ciebie, i kontynuować.',
  'SIWXSignMessage.requiredText':
    'Podpisz tę wiadomość, aby potwierdzić, że ten portfel należy do Ciebie, i kontynuować. Anulowanie spowoduje rozłączenie.',
  'SIWXSignMessage.account': 'Konto {address}',
  'SIWXSignMessage.sign': 'Podpisz',
  'SIWXSignMessage.cancel': 'Anuluj',
  'SIWXSignMessage.authenticating': 'Uwierzytelnianie…',
  'SIWXSignMessage.declined': 'Odrzucono podpis',
  'SIWXSignMessage.declinedBecause': 'Odrzucono podpis: {reason}',
  'SIWXSignMessage.smartAccount': 'Ta aplikacja może nie obsługiwać kont inteligentnych',
  'SIWXSignMessage.initFailed': 'Wystąpił problem podczas uruchamiania uwierzytelniania',
  'ConnectingSiwe.verifying': 'Twój portfel podpisał logowanie. Sprawdzanie podpisu…',
  'ConnectingSiwe.retry': 'Spróbuj ponownie',
} satisfies Partial<Record<SiwxMessageKey, string>>
