import type { MailCatalogue } from '../mailMessages.js'

export const uk: MailCatalogue = {
  purposes: {
    login: 'для входу',
    'update-primary': 'для зміни e-mail',
    'update-secondary': 'для підтвердження нового e-mail',
    export: 'для експорту ключів',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} — ваш код ${purpose} в ${appName}`,
    text: `Ваш код ${purpose} в ${appName}: ${code}\n\nВін дійсний 10 хвилин. Якщо ви його не запитували, просто проігноруйте цей лист.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} — ваш код для експорту ключів в ${appName}`,
    text: `Ваш код для експорту ключів в ${appName}: ${code}\n\nТой, хто має ваші приватні ключі, розпоряджається вашими коштами. Вводьте цей код, лише якщо ви самі запитали експорт. Він дійсний 10 хвилин.\n`,
  }),
  deviceApproval: ({ appName, email, link }) => ({
    subject: `Підтвердьте новий пристрій для ${appName}`,
    text: `Новий пристрій запросив вхід в ${appName} як ${email}.\n\nЯкщо це були ви, відкрийте посилання й підтвердьте його:\n${link}\n\nПосилання дійсне 10 хвилин. Якщо це були не ви, проігноруйте цей лист.\n`,
  }),
  approvalPage: {
    expiredTitle: 'Термін дії посилання минув',
    expiredBody: 'Почніть вхід знову, щоб отримати нове посилання.',
    title: ({ appName }) => `Підтвердьте новий пристрій для ${appName}`,
    body: ({ email }) =>
      `Новий пристрій запросив вхід як ${email}. Підтверджуйте, лише якщо це були ви.`,
    button: 'Підтвердити цей пристрій',
    approvedTitle: 'Пристрій підтверджено',
    approvedBody: 'Поверніться на сайт: він продовжить сам.',
  },
}
