import type { CustodyMessageKey } from './en.js'

/** Polish: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Zabezpiecz portfel',
  migrateBody:
    'Ta witryna nie przechowuje już klucza portfela: jest podzielony między to urządzenie, witrynę i hasło odzyskiwania ustawione tutaj. Ten sam adres, te same środki.',
  migrateAction: 'Zabezpiecz mój portfel',
  passkeySetTitle: 'Chroń swój portfel',
  passkeySetBody: 'Kluczem dostępu i adresem e-mail otworzysz ten portfel na nowym urządzeniu.',
  passkeyCreate: 'Utwórz klucz dostępu',
  passkeyOrPassword: 'Albo ustaw hasło odzyskiwania',
  migratePasskeyBody:
    'Ta witryna nie przechowuje już klucza portfela: jest podzielony między to urządzenie, witrynę i klucz dostępu (lub hasło odzyskiwania) ustawiony tutaj. Ten sam adres, te same środki.',
  passkeyOfferHint: 'Bez hasła do zapamiętania: klucz dostępu otwiera portfel na nowym urządzeniu.',
  passkeyTitle: 'Otwórz portfel kluczem dostępu',
  passkeyBody:
    'To urządzenie nie ma jeszcze części Twojego portfela: klucz dostępu otwiera go tutaj, a potem urządzenie zachowuje własną część.',
  passkeyAction: 'Użyj klucza dostępu',
  passkeyNoPrf:
    'Ten klucz dostępu nie może chronić portfela: nie obsługuje rozszerzenia PRF. Ustaw zamiast tego hasło odzyskiwania.',
  passkeyFailed: 'Klucz dostępu nie odpowiedział. Spróbuj ponownie lub anuluj.',
  passkeyUnusable:
    'Ten klucz dostępu nie otwiera tego portfela. Użyj klucza utworzonego dla niego.',
  passkeyWrong: 'Ten klucz dostępu nie otwiera tego portfela. Pozostałe próby: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
