import type { CodePurpose } from './hashCode.js'

/** The languages the service writes its mails in; anything else gets English. */
export type MailLanguage = 'en' | 'de'

/** A mail's subject and plain-text body (nothing in a mail is rendered as HTML). */
export type MailText = { subject: string; text: string }

type Catalogue = {
  /** What a code is for, as its subject and body name it. */
  purposes: Record<CodePurpose, string>
  code(values: { appName: string; code: string; purpose: string }): MailText
  exportCode(values: { appName: string; code: string }): MailText
  deviceApproval(values: { appName: string; email: string; link: string }): MailText
}

const en: Catalogue = {
  purposes: {
    login: 'login',
    'update-primary': 'e-mail change',
    'update-secondary': 'new e-mail confirmation',
    export: 'key export',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} is your ${appName} ${purpose} code`,
    text: `Your ${appName} ${purpose} code is ${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} is your ${appName} key export code`,
    text: `Your ${appName} key export code is ${code}\n\nWhoever has your private keys controls your funds. Enter this code only if you asked to export them. It expires in 10 minutes.\n`,
  }),
  deviceApproval: ({ appName, email, link }) => ({
    subject: `Approve a new device for ${appName}`,
    text: `A new device asked to log in to ${appName} as ${email}.\n\nIf it was you, open this link and approve it:\n${link}\n\nThe link expires in 10 minutes. If it was not you, ignore this mail.\n`,
  }),
}

const de: Catalogue = {
  purposes: {
    login: 'Anmelde',
    'update-primary': 'E-Mail-Änderungs',
    'update-secondary': 'Bestätigungs',
    export: 'Schlüsselexport',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} ist dein ${purpose}code für ${appName}`,
    text: `Dein ${purpose}code für ${appName} lautet ${code}\n\nEr läuft in 10 Minuten ab. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} ist dein Schlüsselexportcode für ${appName}`,
    text: `Dein Schlüsselexportcode für ${appName} lautet ${code}\n\nWer deine privaten Schlüssel hat, verfügt über dein Guthaben. Gib diesen Code nur ein, wenn du den Export selbst angefordert hast. Er läuft in 10 Minuten ab.\n`,
  }),
  deviceApproval: ({ appName, email, link }) => ({
    subject: `Neues Gerät für ${appName} bestätigen`,
    text: `Ein neues Gerät möchte sich als ${email} bei ${appName} anmelden.\n\nWenn du das warst, öffne diesen Link und bestätige es:\n${link}\n\nDer Link läuft in 10 Minuten ab. Wenn du das nicht warst, ignoriere diese E-Mail.\n`,
  }),
}

/** The mail texts in `language`. */
export const mailMessages: Record<MailLanguage, Catalogue> = { en, de }
