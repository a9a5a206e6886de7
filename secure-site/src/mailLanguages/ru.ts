import type { MailCatalogue } from '../mailMessages.js'

export const ru: MailCatalogue = {
  purposes: {
    login: 'для входа',
    'update-primary': 'для смены e-mail',
    'update-secondary': 'для подтверждения нового e-mail',
    export: 'для экспорта ключей',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} — ваш код ${purpose} в ${appName}`,
    text: `Ваш код ${purpose} в ${appName}: ${code}\n\nОн действует 10 минут. Если вы его не запрашивали, просто проигнорируйте это письмо.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} — ваш код для экспорта ключей в ${appName}`,
    text: `Ваш код для экспорта ключей в ${appName}: ${code}\n\nТот, у кого есть ваши закрытые ключи, распоряжается вашими средствами. Вводите этот код, только если вы сами запросили экспорт. Он действует 10 минут.\n`,
  }),
  deviceApproval: ({ appName, email, link }) => ({
    subject: `Подтвердите новое устройство для ${appName}`,
    text: `Новое устройство запросило вход в ${appName} как ${email}.\n\nЕсли это были вы, откройте ссылку и подтвердите его:\n${link}\n\nСсылка действует 10 минут. Если это были не вы, проигнорируйте это письмо.\n`,
  }),
  approvalPage: {
    expiredTitle: 'Срок действия ссылки истёк',
    expiredBody: 'Начните вход заново, чтобы получить новую ссылку.',
    title: ({ appName }) => `Подтвердите новое устройство для ${appName}`,
    body: ({ email }) =>
      `Новое устройство запросило вход как ${email}. Подтверждайте, только если это были вы.`,
    button: 'Подтвердить это устройство',
    approvedTitle: 'Устройство подтверждено',
    approvedBody: 'Вернитесь на сайт: он продолжит сам.',
  },
}
