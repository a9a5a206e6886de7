import type { EmailMessageKey } from '../views/messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'email.label': 'E-mail',
  'email.placeholder': 'E-mail',
  'email.continue': 'Kontynuuj przez e-mail',
  'email.invalid': 'Wpisz prawidłowy adres e-mail.',
  'email.notHeld':
    'Portfel e-mail nie przechowuje kluczy dla {chains}. Aby z nich korzystać, połącz inny portfel.',
  'email.sentTo': 'Wpisz kod wysłany na {email}',
  'email.codeLegend': 'Kod jednorazowy',
  'email.digit': 'Cyfra {n} z 6',
  'email.codeHint': 'Kod wygaśnie za 10 minut.',
  'email.resend': 'Wyślij kod ponownie',
  'email.resendIn': 'Wyślij kod ponownie za {n} s',
  'email.resent': 'Nowy kod jest w drodze.',
  'email.verifying': 'Sprawdzanie kodu…',
  'email.deviceTitle': 'Zatwierdź to urządzenie',
  'email.deviceText':
    'Wysłaliśmy link na {email}. Otwórz go, aby zatwierdzić to urządzenie, a potem wróć tutaj.',
  'email.deviceWaiting': 'Czekanie na zatwierdzenie…',
  'email.newEmail': 'Nowy e-mail',
  'email.save': 'Zapisz',
  'email.currentCode': 'Wpisz kod wysłany na Twój obecny e-mail {email}',
  'email.newCode': 'Wpisz kod wysłany na {email}',
  'email.updated': 'Zaktualizowano e-mail',
  'email.exportIntro':
    'Usługa portfela pod adresem {origin} przechowuje Twoje klucze w postaci zaszyfrowanej. Eksport pokazuje je w jej własnym bezpiecznym oknie: ta strona nigdy ich nie widzi.',
  'email.exportIntroShares':
    'Twoje klucze są podzielone między to urządzenie a usługę portfela {origin}. Eksport składa je z powrotem w jej własnym bezpiecznym oknie: ta strona nigdy ich nie widzi.',
  'email.exportWarning':
    'Kto ma Twoje klucze prywatne, ten kontroluje Twoje środki. Nigdy ich nie udostępniaj i nie wpisuj na żadnej stronie.',
  'email.exportSend': 'Wyślij kod na {email}',
  'email.exportCode': 'Wpisz kod wysłany na {email}, aby zobaczyć klucze',
  'email.exportShown':
    'Twoje klucze są widoczne w bezpiecznym oknie. Zamknij je przyciskiem Gotowe lub klawiszem Escape.',
  'email.signOutEverywhere': 'Wyloguj wszędzie',
  'EmbeddedSignOutEverywhere.title': 'Wyloguj wszędzie',
  'email.signOutEverywhereIntro':
    'To kończy sesje Twojego portfela na wszystkich urządzeniach i w przeglądarkach, w których się zalogowano, łącznie z tą. Aby znów używać portfela, zaloguj się ponownie.',
  'email.signOutEverywhereConfirm': 'Wyloguj ze wszystkich urządzeń',
  'email.signedOutEverywhere': 'Wylogowano ze wszystkich urządzeń',
  'email.signOutEverywhereFailed': 'Nie udało się wylogować wszędzie. Spróbuj ponownie.',
  'email.mailUnavailable': 'Nie udało się teraz wysłać e-maila. Spróbuj ponownie za chwilę.',
  'email.recoveryIntro':
    'Klucz Twojego portfela jest podzielony między to urządzenie a usługę portfela: z adresem e-mail i kluczem dostępu lub hasłem odzyskiwania otworzysz go na nowym urządzeniu. Aby ustawić nowy klucz dostępu lub hasło odzyskiwania, potwierdź kodem, który wyślemy. Stary przestanie działać.',
  'email.recoveryCode':
    'Wpisz kod wysłany na adres {email}, a potem ustaw nowy klucz dostępu lub hasło odzyskiwania w bezpiecznym oknie',
  'email.recoveryTyping': 'Ustaw nowy klucz dostępu lub hasło odzyskiwania w bezpiecznym oknie.',
  'email.recoveryChanged': 'Metoda odzyskiwania została zmieniona',
} satisfies Partial<Record<EmailMessageKey, string>>
