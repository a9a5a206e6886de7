import { describe, expect, it } from 'vitest'
import { createMailbox } from '../../src/testing/createMailbox.js'

const code = (digits: string, to = 'ada@example.com') => ({
  to,
  subject: `${digits} is your Gangway login code`,
  text: `Your code is ${digits}.`,
})

describe('the test mailbox', () => {
  it('answers latestCode with the newest unread code to that address, whatever the case', async () => {
    const mailbox = createMailbox()
    await mailbox.send(code('111111'))
    await mailbox.send(code('999999', 'bob@example.com'))
    await mailbox.send(code('222222'))
    expect(await mailbox.latestCode('Ada@Example.com')).toBe('222222')
    expect(mailbox.mails).toHaveLength(3)
  })

  it('waits for a code when none is unread, so an old code is never typed again', async () => {
    const mailbox = createMailbox()
    await mailbox.send(code('111111'))
    expect(await mailbox.latestCode('ada@example.com')).toBe('111111')
    let answered: string | undefined
    const next = mailbox.latestCode('ada@example.com').then((value) => {
      answered = value
      return value
    })
    await Promise.resolve()
    expect(answered).toBeUndefined()
    await mailbox.send({ to: 'ada@example.com', subject: 'Logins are paused', text: '' })
    await mailbox.send(code('333333'))
    expect(await next).toBe('333333')
  })

  it('hands out mails one at a time with waitForMail, and forgets them on clear', async () => {
    const mailbox = createMailbox()
    await mailbox.send({ to: 'ada@example.com', subject: 'first', text: 'a' })
    await mailbox.send({ to: 'ada@example.com', subject: 'second', text: 'b' })
    expect((await mailbox.waitForMail('ada@example.com')).subject).toBe('first')
    expect((await mailbox.waitForMail('ada@example.com')).subject).toBe('second')
    mailbox.clear()
    expect(mailbox.mails).toEqual([])
  })
})
