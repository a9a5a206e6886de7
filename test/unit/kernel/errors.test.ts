import { describe, expect, it } from 'vitest'
import {
  BalanceUnavailableError,
  BaseError,
  ChainAdapterNotFoundError,
  ConnectorNotConnectedError,
  DisconnectError,
  getShortMessage,
  HttpRequestError,
  NetworkNotFoundError,
} from '../../../kernel/index.js'

describe('BaseError', () => {
  it('has code, shortMessage, details and cause (no docsPath: the messages say what to do)', () => {
    const cause = new Error('socket hang up')
    const error = new BaseError('SOMETHING', 'Something failed.', {
      details: 'the server said no',
      cause,
    })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('GangwayError')
    expect(error.code).toBe('SOMETHING')
    expect(error.shortMessage).toBe('Something failed.')
    expect(error.details).toBe('the server said no')
    expect(error).not.toHaveProperty('docsPath')
    expect(error.cause).toBe(cause)
    expect(error.message).toBe('Something failed.\n\nDetails: the server said no')
  })

  it('takes details from its cause when none are given', () => {
    expect(new BaseError('A', 'Outer.', { cause: new Error('inner reason') }).details).toBe(
      'inner reason',
    )
    const inner = new BaseError('B', 'Inner.', { details: 'deep detail' })
    expect(new BaseError('A', 'Outer.', { cause: inner }).details).toBe('deep detail')
    expect(new BaseError('A', 'Alone.').details).toBeUndefined()
    expect(new BaseError('A', 'Alone.').message).toBe('Alone.')
  })

  it('adds meta messages under the short message', () => {
    expect(new BaseError('A', 'Bad.', { metaMessages: ['- one', '- two'] }).message).toBe(
      'Bad.\n\n- one\n- two',
    )
  })

  it('walk() returns the deepest cause, or the first one a predicate accepts', () => {
    const root = new Error('root')
    const middle = new HttpRequestError({ url: 'http://x', status: 503, cause: root })
    const top = new DisconnectError(middle)
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof HttpRequestError)).toBe(middle)
    expect(top.walk((e) => e === top)).toBe(top)
    expect(top.walk((e) => e instanceof TypeError)).toBeNull()
    expect(new BaseError('A', 'alone').walk()).toBeInstanceOf(BaseError)
  })

  it('subclasses narrow on name and keep SPEC §8 messages verbatim', () => {
    const cases: [BaseError, string, string, string][] = [
      [
        new DisconnectError(new Error('x')),
        'DisconnectError',
        'DISCONNECT_FAILED',
        'Failed to disconnect',
      ],
      [
        new NetworkNotFoundError('eip155:5'),
        'NetworkNotFoundError',
        'NETWORK_NOT_FOUND',
        'Network not found',
      ],
      [
        new ChainAdapterNotFoundError('solana'),
        'ChainAdapterNotFoundError',
        'CHAIN_ADAPTER_NOT_FOUND',
        'Chain adapter not found',
      ],
      [
        new BalanceUnavailableError(),
        'BalanceUnavailableError',
        'BALANCE_UNAVAILABLE',
        'Token Balance Unavailable',
      ],
      [
        new ConnectorNotConnectedError('x'),
        'ConnectorNotConnectedError',
        'CONNECTOR_NOT_CONNECTED',
        'Connector not connected',
      ],
    ]
    for (const [error, name, code, shortMessage] of cases) {
      expect(error).toBeInstanceOf(BaseError)
      expect(error.name).toBe(name)
      expect(error.code).toBe(code)
      expect(error.shortMessage).toBe(shortMessage)
    }
  })

  it('getShortMessage gives a visitor-facing message for anything thrown', () => {
    expect(getShortMessage(new DisconnectError(new Error('x')))).toBe('Failed to disconnect')
    expect(getShortMessage(Object.assign(new Error('long'), { shortMessage: 'short' }))).toBe(
      'short',
    )
    expect(getShortMessage(new Error('plain'))).toBe('plain')
    expect(getShortMessage('a string')).toBe('An error occurred')
  })
})
