import { describe, expect, it } from 'vitest'
import { ApiError, SecureSiteError } from '../src/errors.js'
import { logError } from '../src/logError.js'

describe('SecureSiteError', () => {
  it('takes a plain cause’s message as its details', () => {
    const error = new SecureSiteError('X', 'Something failed', { cause: new Error('ECONNRESET') })
    expect(error.message).toBe('Something failed\n\nDetails: ECONNRESET')
    expect(error.details).toBe('ECONNRESET')
  })

  it('says "Details:" once when it wraps another SecureSiteError', () => {
    const inner = new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable', {
      details: 'connection terminated',
    })
    const outer = new SecureSiteError('SIGN_FAILED', 'Signing failed', { cause: inner })
    expect(outer.message).toBe('Signing failed\n\nDetails: connection terminated')
    const lines: string[] = []
    logError(outer, { context: 'secure-site', write: (line) => lines.push(line) })
    expect(lines.join('\n').match(/Details:/g)).toHaveLength(2) // its own, and its cause's
  })
})
