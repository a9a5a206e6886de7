import { Hono } from 'hono'
import { type Queryable, toNumber } from '../database.js'

/**
 * `GET /dev/inbox`: the development inbox's last 100 mails as text, newest first; 404 when
 * `enabled` is false (a real mailer is configured).
 */
export function devInboxRoutes({
  database,
  enabled,
}: {
  database: Queryable
  enabled: boolean
}): Hono {
  const routes = new Hono()
  routes.get('/dev/inbox', async (c) => {
    if (!enabled) return c.text('Not found', 404)
    const mails = await database.query<{
      sent_at: unknown
      recipient: string
      subject: string
      body: string
    }>('SELECT sent_at, recipient, subject, body FROM dev_mails ORDER BY id DESC LIMIT 100')
    c.header('Cache-Control', 'no-store')
    return c.text(
      mails.length === 0
        ? 'No mails yet.\n'
        : mails
            .map(
              (mail) =>
                `To: ${mail.recipient}\nDate: ${new Date(toNumber(mail.sent_at)).toISOString()}\nSubject: ${mail.subject}\n\n${mail.body}`,
            )
            .join('\n----------------------------------------\n\n'),
    )
  })
  return routes
}
