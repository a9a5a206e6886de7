import type { MailCatalogue } from './mailCatalogue.js'
import { ar } from './mailLanguages/ar.js'
import { es } from './mailLanguages/es.js'
import { fr } from './mailLanguages/fr.js'
import { he } from './mailLanguages/he.js'
import { hi } from './mailLanguages/hi.js'
import { id } from './mailLanguages/id.js'
import { it } from './mailLanguages/it.js'
import { ja } from './mailLanguages/ja.js'
import { ko } from './mailLanguages/ko.js'
import { nl } from './mailLanguages/nl.js'
import { pl } from './mailLanguages/pl.js'
import { ptBR } from './mailLanguages/pt-BR.js'
import { ru } from './mailLanguages/ru.js'
import { th } from './mailLanguages/th.js'
import { tr } from './mailLanguages/tr.js'
import { uk } from './mailLanguages/uk.js'
import { vi } from './mailLanguages/vi.js'
import { zhCN } from './mailLanguages/zh-CN.js'
import { zhTW } from './mailLanguages/zh-TW.js'
import type { SiteLanguage } from './siteLanguages.js'

export type { MailCatalogue, MailText } from './mailCatalogue.js'

const en: MailCatalogue = {
  purposes: {
    login: 'login',
    'update-primary': 'e-mail change',
    'update-secondary': 'new e-mail confirmation',
    export: 'key export',
    recovery: 'recovery password change',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} is your ${appName} ${purpose} code`,
    text: `Your ${appName} ${purpose} code is ${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} is your ${appName} key export code`,
    text: `Your ${appName} key export code is ${code}\n\nWhoever has your private keys controls your funds. Enter this code only if you asked to export them. It expires in 10 minutes.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} is your ${appName} login code for a new device`,
    text: `A new device asked to log in to ${appName} as ${email}.\n\nIf it was you, enter this code on that device: ${code}\n\nIt expires in 10 minutes. If it was not you, ignore this mail and never give the code to anyone: nobody can log in without it.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Logins to ${appName} with your address are paused`,
    text: `Wrong login codes were entered for ${email} too many times. To keep your account safe, ${appName} takes no login with this address for the next ${hours} hours.\n\nIf it was you, try again after that. If it was not you, someone tried to guess a code: nobody got in. Never give anyone a code we send you.\n`,
  }),
}

const de: MailCatalogue = {
  purposes: {
    login: 'Anmelde',
    'update-primary': 'E-Mail-Änderungs',
    'update-secondary': 'Bestätigungs',
    export: 'Schlüsselexport',
    recovery: 'Wiederherstellungspasswort-Änderungs',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} ist dein ${purpose}code für ${appName}`,
    text: `Dein ${purpose}code für ${appName} lautet ${code}\n\nEr läuft in 10 Minuten ab. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} ist dein Schlüsselexportcode für ${appName}`,
    text: `Dein Schlüsselexportcode für ${appName} lautet ${code}\n\nWer deine privaten Schlüssel hat, verfügt über dein Guthaben. Gib diesen Code nur ein, wenn du den Export selbst angefordert hast. Er läuft in 10 Minuten ab.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} ist dein Anmeldecode für ${appName} auf einem neuen Gerät`,
    text: `Ein neues Gerät möchte sich als ${email} bei ${appName} anmelden.\n\nWenn du das warst, gib diesen Code auf dem Gerät ein: ${code}\n\nEr läuft in 10 Minuten ab. Wenn du das nicht warst, ignoriere diese E-Mail und gib den Code niemandem weiter: Ohne ihn kann sich niemand anmelden.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Anmeldungen bei ${appName} mit deiner Adresse sind pausiert`,
    text: `Für ${email} wurden zu oft falsche Anmeldecodes eingegeben. Zu deiner Sicherheit nimmt ${appName} in den nächsten ${hours} Stunden keine Anmeldung mit dieser Adresse an.\n\nWenn du das warst, versuche es danach erneut. Wenn nicht, hat jemand versucht, einen Code zu erraten: Niemand ist hineingekommen. Gib niemandem einen Code, den wir dir senden.\n`,
  }),
}

/** The mail texts in `language`. */
export const mailMessages: Record<SiteLanguage, MailCatalogue> = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  it,
  nl,
  pl,
  tr,
  ru,
  uk,
  ar,
  he,
  hi,
  id,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  vi,
  th,
}
