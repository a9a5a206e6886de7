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
} satisfies Partial<Record<PolkadotMessageKey, string>>
