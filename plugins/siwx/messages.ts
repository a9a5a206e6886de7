/**
 * The sign-in view's English messages. ui-shell's catalogue wins when it has a key (so a
 * locale can translate them); these are the fallback, in the same `{name}` template form.
 */
export const siwxMessages = {
  'SIWXSignMessage.title': 'Sign In',
  'SIWXSignMessage.heading': '{name} needs to connect to your wallet',
  'SIWXSignMessage.text': 'Sign this message to prove you own this wallet and proceed.',
  'SIWXSignMessage.requiredText':
    'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.',
  'SIWXSignMessage.account': 'Account {address}',
  'SIWXSignMessage.sign': 'Sign',
  'SIWXSignMessage.cancel': 'Cancel',
  'SIWXSignMessage.authenticating': 'Authenticating...',
  'SIWXSignMessage.declined': 'Signature declined',
  // A chain's own reason, worded in its catalogue (e.g. a wallet that cannot sign messages).
  'SIWXSignMessage.declinedBecause': 'Signature declined: {reason}',
  'SIWXSignMessage.smartAccount': 'This application might not support Smart Accounts',
  'SIWXSignMessage.initFailed': 'A problem occurred while trying initialize authentication',
  'ConnectingSiwe.verifying': 'Your wallet signed in. Checking its signature…',
  'ConnectingSiwe.retry': 'Try again',
} as const

export type SiwxMessageKey = keyof typeof siwxMessages
