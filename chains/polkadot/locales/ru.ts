import type { PolkadotMessageKey } from '../messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Подробности баланса',
  'PolkadotBalance.free': 'Свободно',
  'PolkadotBalance.reserved': 'Зарезервировано',
  'PolkadotBalance.frozen': 'Заморожено',
  'PolkadotBalance.deposit': 'Экзистенциальный депозит',
  'PolkadotBalance.hint':
    'Баланс выше — это то, что можно отправить: замороженные и зарезервированные средства и экзистенциальный депозит остаются на счёте.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
