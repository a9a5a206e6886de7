import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

/** SPEC §8 'Failed to fetch transactions': no source could give the page (the list empties). */
export class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('HISTORY_FETCH_FAILED', 'Failed to fetch transactions', parameters)
  }
}

/** A source answered something that is not history (a hostile or broken RPC or API). */
export class InvalidHistoryAnswerError extends BaseError {
  override name = 'InvalidHistoryAnswerError'
  constructor(what: string, problem: string | undefined, parameters: BaseErrorParameters = {}) {
    super('HISTORY_INVALID_ANSWER', 'The history source answered something unreadable.', {
      details: `${what}: ${problem ?? 'invalid'}`,
      ...parameters,
    })
  }
}
