import type { CustodyMessageKey } from './en.js'

/** German: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Wallet absichern',
  migrateBody:
    'Diese Website verwahrt den Schlüssel Ihrer Wallet nicht mehr: Er wird zwischen diesem Gerät, der Website und einem hier festgelegten Wiederherstellungspasswort geteilt. Gleiche Adresse, gleiches Guthaben.',
  migrateAction: 'Wallet absichern',
  passkeySetTitle: 'Wallet schützen',
  passkeySetBody:
    'Mit einem Passkey und Ihrer E-Mail öffnen Sie diese Wallet auf einem neuen Gerät.',
  passkeyCreate: 'Passkey erstellen',
  passkeyOrPassword: 'Oder ein Passwort festlegen',
  migratePasskeyBody:
    'Diese Website verwahrt den Schlüssel Ihrer Wallet nicht mehr: Er wird zwischen diesem Gerät, der Website und einem hier festgelegten Passkey (oder Wiederherstellungspasswort) geteilt. Gleiche Adresse, gleiches Guthaben.',
  passkeyOfferHint:
    'Kein Passwort zum Merken: Ein Passkey öffnet die Wallet auf einem neuen Gerät.',
  passkeyTitle: 'Wallet mit Ihrem Passkey öffnen',
  passkeyBody:
    'Dieses Gerät hat noch keinen Anteil Ihrer Wallet: Ihr Passkey öffnet sie hier, danach behält dieses Gerät einen eigenen Anteil.',
  passkeyAction: 'Passkey verwenden',
  passkeyNoPrf:
    'Dieser Passkey kann Ihre Wallet nicht schützen: Er unterstützt die PRF-Erweiterung nicht. Legen Sie stattdessen ein Wiederherstellungspasswort fest.',
  passkeyFailed: 'Der Passkey hat nicht geantwortet. Versuchen Sie es erneut oder brechen Sie ab.',
  passkeyUnusable:
    'Dieser Passkey öffnet diese Wallet nicht. Verwenden Sie den Passkey, den Sie dafür erstellt haben.',
  passkeyWrong: 'Dieser Passkey öffnet diese Wallet nicht. Verbleibende Versuche: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
