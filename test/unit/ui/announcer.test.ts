import { describe, expect, it } from 'vitest'
import { createAnnouncer } from '../../../ui-shell/shared/announcer.js'

describe('createAnnouncer', () => {
  it('says a repeated message again as a new announcement (a second copy)', () => {
    const announcer = createAnnouncer()
    let heard = 0
    announcer.subscribe(() => heard++)
    announcer.announce('Address copied')
    const first = announcer.current().polite
    announcer.announce('Address copied')
    expect(heard).toBe(2)
    expect(announcer.current().polite?.message).toBe('Address copied')
    expect(announcer.current().polite?.id).not.toBe(first?.id)
  })

  it('keeps polite and assertive apart, and ignores blank messages', () => {
    const announcer = createAnnouncer()
    announcer.announce('Connected')
    announcer.announce('Connection failed', 'assertive')
    announcer.announce('   ')
    expect(announcer.current()).toMatchObject({
      polite: { message: 'Connected', politeness: 'polite' },
      assertive: { message: 'Connection failed', politeness: 'assertive' },
    })
  })
})
