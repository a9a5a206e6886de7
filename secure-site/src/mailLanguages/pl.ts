import type { MailCatalogue } from '../mailCatalogue.js'

export const pl: MailCatalogue = {
  purposes: {
    login: 'logowania',
    'update-primary': 'zmiany adresu e-mail',
    'update-secondary': 'potwierdzenia nowego adresu',
    export: 'eksportu kluczy',
    recovery: 'zmiany hasła odzyskiwania',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} to Twój kod ${purpose} do ${appName}`,
    text: `Twój kod ${purpose} do ${appName} to ${code}\n\nKod wygasa za 10 minut. Jeśli o niego nie prosiłeś, zignoruj tę wiadomość.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} to Twój kod eksportu kluczy do ${appName}`,
    text: `Twój kod eksportu kluczy do ${appName} to ${code}\n\nKto ma Twoje klucze prywatne, ten dysponuje Twoimi środkami. Wpisz ten kod tylko wtedy, gdy sam poprosiłeś o ich eksport. Kod wygasa za 10 minut.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} to Twój kod logowania do ${appName} na nowym urządzeniu`,
    text: `Nowe urządzenie chce zalogować się do ${appName} jako ${email}.\n\nJeśli to Ty, wpisz ten kod na tym urządzeniu: ${code}\n\nKod wygasa za 10 minut. Jeśli to nie Ty, zignoruj tę wiadomość i nikomu nie podawaj kodu: bez niego nikt się nie zaloguje.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Logowanie do ${appName} z Twoim adresem jest wstrzymane`,
    text: `Dla ${email} zbyt wiele razy wpisano błędny kod logowania. Dla Twojego bezpieczeństwa ${appName} nie przyjmie logowania z tym adresem przez najbliższe ${hours} godziny.\n\nJeśli to Ty, spróbuj ponownie później. Jeśli nie, ktoś próbował odgadnąć kod: nikt się nie dostał. Nigdy nikomu nie podawaj kodów, które wysyłamy.\n`,
  }),
}
