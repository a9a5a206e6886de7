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
  'Polkadot.error.rejected': 'Вы отклонили запрос.',
  'Polkadot.error.wallet': 'Кошелёк не смог выполнить запрос.',
  'Polkadot.error.unsupportedMethod': 'Этот кошелёк не поддерживает {method}.',
  'Polkadot.error.chainNotConfigured': 'Сеть не поддерживается',
  'Polkadot.error.invalidAddress': 'Неверный адрес Polkadot.',
  'Polkadot.error.rpc': 'Сеть ответила ошибкой.',
  'Polkadot.error.unsupportedRuntime': 'Эта сеть не может отправлять отсюда.',
  'Polkadot.error.insufficientFunds': 'Недостаточно средств.',
  'Polkadot.error.existentialDeposit':
    'На счёте останется меньше экзистенциального депозита {deposit}: отправьте не больше {maximum}.',
  'Polkadot.error.notFinalized': 'Перевод не финализирован.',
  'Polkadot.error.failed': 'Перевод не удался: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
