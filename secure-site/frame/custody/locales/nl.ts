import type { CustodyMessageKey } from './en.js'

/** Dutch: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Beveilig je wallet',
  migrateBody:
    'Deze site bewaart de sleutel van je wallet niet meer: hij wordt verdeeld over dit apparaat, de site en een herstelwachtwoord dat je hier instelt. Zelfde adres, zelfde tegoed.',
  migrateAction: 'Mijn wallet beveiligen',
  passkeySetTitle: 'Bescherm je wallet',
  passkeySetBody: 'Met een passkey en je e-mail open je deze wallet op een nieuw apparaat.',
  passkeyCreate: 'Passkey maken',
  passkeyOrPassword: 'Of stel een herstelwachtwoord in',
  migratePasskeyBody:
    'Deze site bewaart de sleutel van je wallet niet meer: hij wordt verdeeld over dit apparaat, de site en een passkey (of herstelwachtwoord) die je hier instelt. Zelfde adres, zelfde tegoed.',
  passkeyOfferHint:
    'Geen wachtwoord om te onthouden: een passkey opent de wallet op een nieuw apparaat.',
  passkeyTitle: 'Open je wallet met je passkey',
  passkeyBody:
    'Dit apparaat heeft nog geen deel van je wallet: je passkey opent hem hier, daarna houdt dit apparaat een eigen deel.',
  passkeyAction: 'Passkey gebruiken',
  passkeyNoPrf:
    'Deze passkey kan je wallet niet beschermen: hij ondersteunt de PRF-extensie niet. Stel in plaats daarvan een herstelwachtwoord in.',
  passkeyFailed: 'De passkey reageerde niet. Probeer het opnieuw of annuleer.',
  passkeyUnusable:
    'Deze passkey opent deze wallet niet. Gebruik de passkey die je ervoor hebt gemaakt.',
  passkeyWrong: 'Deze passkey opent deze wallet niet. Resterende pogingen: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
