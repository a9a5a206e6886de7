import type { EmbeddedMessageKey } from '../views/messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Typ konta',
  'embedded.smartAccount': 'Konto inteligentne',
  'embedded.smartAccountHint': 'Łączy wywołania, a gaz może opłacić aplikacja',
  'embedded.eoa': 'Konto z kluczem (EOA)',
  'embedded.eoaHint': 'Zwykły klucz, dla aplikacji, które go wymagają',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'Nie udało się zmienić typu konta.',
  'embedded.switched': 'Używasz teraz: {type}',
  'embedded.sessions': 'Sesje aplikacji',
  'embedded.sessionsNone': 'Żadna aplikacja nie może działać w imieniu tego konta bez pytania cię.',
  'embedded.sessionsFailed': 'Nie udało się odczytać sesji.',
  'embedded.sessionUnknownApp': 'Aplikacja (zezwolenie udzielone gdzie indziej)',
  'embedded.sessionMayCall': 'Może wywołać {call} w {address} bez pytania',
  'embedded.sessionMaySend': 'Może wysłać do {amount} na {address} bez pytania',
  'embedded.sessionSpendLimit': 'Może wydać do {amount}',
  'embedded.sessionSpent': 'Dotąd wydano: {amount}',
  'embedded.sessionEnds': 'Kończy się {date}',
  'embedded.sessionRevoke': 'Odwołaj',
  'embedded.sessionRevokeLabel': 'Odwołaj sesję {app}',
  'embedded.sessionRevoked': 'Sesja {app} została zakończona',
  'embedded.sessionRevokeFailed': 'Nie udało się odwołać sesji.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Nieprawidłowa konfiguracja aplikacji',
  'embedded.alertNetworkError': 'Błąd sieci – nie udało się wczytać wbudowanego portfela',
  'embedded.alertTimedOut': 'Upłynął czas żądania do wbudowanego portfela',
  'embedded.alertSessionExpired': 'Sesja wygasła',
  'embedded.alertLoadFailed': 'Nie udało się wczytać logowania e-mailem',
  'embedded.storageBlocked':
    'Twoja przeglądarka blokuje pamięć portfela na tej stronie, więc nie może on zachować logowania. Zacznij od nowa i wybierz „Zezwól na przechowywanie”, gdy portfel o to poprosi, albo zezwól na pliki cookie innych firm dla tej witryny w ustawieniach przeglądarki.',
  'embedded.recoveryMethod': 'Zmień metodę odzyskiwania',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
