import type { NamesMessageKey } from '../messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Wybierz swoją nazwę',
  'RegisterAccountName.label': 'Nazwa',
  'RegisterAccountName.hint': 'Twoja nazwa wskazuje na Twój adres. Każdy może na nią wysyłać.',
  'RegisterAccountName.rule': 'Użyj liter, cyfr lub łącznika, co najmniej 4 znaki',
  'RegisterAccountName.checking': 'Sprawdzanie…',
  'RegisterAccountName.available': '{name} jest dostępna',
  'RegisterAccountName.taken': '{name} jest już zajęta',
  'RegisterAccountName.suggestions': 'Propozycje',
  'RegisterAccountName.register': 'Zarejestruj',
  'RegisterAccountName.signing': 'Podpisz wiadomość w portfelu',
  'RegisterAccountName.notConnected': 'Połącz portfel w sieci EVM, aby zarejestrować nazwę.',
  'RegisterAccountName.invalid': 'Nieprawidłowa nazwa: {reason}',
  'RegisterAccountNameSuccess.title': 'Nazwa zarejestrowana',
  'RegisterAccountNameSuccess.body': '{name} wskazuje teraz na Twój adres.',
  'RegisterAccountNameSuccess.done': 'Wróć do konta',
  'names.errorResolving': 'Błąd rozpoznawania nazwy',
  'names.errorSuggestions': 'Błąd pobierania propozycji nazw',
  'names.errorForAddress': 'Błąd pobierania nazw adresu',
  'names.errorRegistering': 'Błąd rejestracji nazwy {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
