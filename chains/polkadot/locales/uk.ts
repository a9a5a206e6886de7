import type { PolkadotMessageKey } from '../messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Деталі балансу',
  'PolkadotBalance.free': 'Вільно',
  'PolkadotBalance.reserved': 'Зарезервовано',
  'PolkadotBalance.frozen': 'Заморожено',
  'PolkadotBalance.deposit': 'Екзистенційний депозит',
  'PolkadotBalance.hint':
    'Баланс вище — це те, що можна надіслати: заморожені й зарезервовані кошти та екзистенційний депозит залишаються на рахунку.',
  'Polkadot.error.rejected': 'Ви відхилили запит.',
  'Polkadot.error.wallet': 'Гаманець не зміг виконати запит.',
  'Polkadot.error.unsupportedMethod': 'Цей гаманець не підтримує {method}.',
  'Polkadot.error.chainNotConfigured': 'Мережа не підтримується',
  'Polkadot.error.invalidAddress': 'Недійсна адреса Polkadot.',
  'Polkadot.error.rpc': 'Мережа відповіла помилкою.',
  'Polkadot.error.unsupportedRuntime': 'Ця мережа не може надсилати звідси.',
  'Polkadot.error.insufficientFunds': 'Недостатньо коштів.',
  'Polkadot.error.existentialDeposit':
    'На рахунку залишиться менше за екзистенційний депозит {deposit}: надішліть не більше {maximum}.',
  'Polkadot.error.notFinalized': 'Переказ не фіналізовано.',
  'Polkadot.error.failed': 'Переказ не вдався: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
