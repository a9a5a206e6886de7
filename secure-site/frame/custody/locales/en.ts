/** English, the custody views' source catalogue: the others are checked against its keys. */
export const en = {
  migrateTitle: 'Secure your wallet',
  migrateBody:
    "This site no longer keeps your wallet's key: it is split between this device, the site and a recovery password you set here. Same address, same funds.",
  migrateAction: 'Secure my wallet',
  passkeySetTitle: 'Protect your wallet',
  passkeySetBody: 'With a passkey and your e-mail you can open this wallet on a new device.',
  passkeyCreate: 'Create a passkey',
  passkeyOrPassword: 'Or set a recovery password',
  migratePasskeyBody:
    "This site no longer keeps your wallet's key: it is split between this device, the site and a passkey (or a recovery password) you set here. Same address, same funds.",
  passkeyOfferHint: 'No password to remember: a passkey opens the wallet on a new device.',
  passkeyTitle: 'Open your wallet with your passkey',
  passkeyBody:
    'This device has no share of your wallet yet: your passkey opens it here, then this device keeps a share of its own.',
  passkeyAction: 'Use passkey',
  passkeyNoPrf:
    'This passkey cannot protect your wallet: it does not support the PRF extension. Set a recovery password instead.',
  passkeyFailed: 'The passkey did not answer. Try again, or cancel.',
  passkeyUnusable: 'This passkey does not open this wallet. Use the passkey you made for it.',
  passkeyWrong: 'This passkey does not open this wallet. Attempts left: {n}.',
}

export type CustodyMessageKey = keyof typeof en
