import { describe, expect, it } from 'vitest'
import { logError } from '../src/logError.js'

describe('logError', () => {
  it('writes name, code, message and cause, never the error object’s other fields', () => {
    const lines: string[] = []
    // What pg-pool emits for an idle client: the error carries the client and its password.
    const error = Object.assign(new Error('terminating connection', { cause: new Error('EOF') }), {
      code: '57P01',
      client: { connectionParameters: { password: 'hunter2-secret' } },
    })
    logError(error, {
      context: 'secure-site: idle PostgreSQL client error',
      write: (line) => lines.push(line),
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^secure-site: idle PostgreSQL client error: Error \[57P01\]: terminating connection\n/,
    )
    expect(lines[0]).toContain('Caused by: Error: EOF')
    expect(lines[0]).not.toContain('hunter2')
  })

  it('names what was thrown when it is not an Error', () => {
    const lines: string[] = []
    logError({ password: 'hunter2' }, { context: 'x', write: (line) => lines.push(line) })
    expect(lines).toEqual(['x: object'])
  })
})
