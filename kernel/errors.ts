export type BaseErrorParameters = {
  /** Extra developer-facing detail (a server body, the failing field). */
  details?: string | undefined
  cause?: unknown
  /** Path in the docs that explains the error. */
  docsPath?: string | undefined
  /** Extra lines appended to the message for developers. */
  metaMessages?: readonly string[] | undefined
}

/**
 * The one base error. `code` is stable, `shortMessage` is for people, `details` and
 * `cause` are for developers. Callers narrow on `name` or `code`.
 */
export class BaseError extends Error {
  override name = 'GangwayError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  override readonly cause: unknown

  constructor(code: string, shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
      ...(parameters.docsPath ? [`Docs: ${parameters.docsPath}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = parameters.docsPath
    this.cause = parameters.cause
  }

  /** Walks the cause chain; returns the first error `predicate` accepts, or the deepest. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let error: unknown = this
    for (;;) {
      if (predicate?.(error)) return error
      const next = error instanceof Error ? error.cause : undefined
      if (next === undefined) return predicate ? null : error
      error = next
    }
  }
}

export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
  readonly issues: readonly string[]
  constructor(issues: readonly string[]) {
    super('INVALID_OPTIONS', 'Invalid Gangway options.', {
      metaMessages: issues.map((issue) => `- ${issue}`),
    })
    this.issues = issues
  }
}

export class PluginError extends BaseError {
  override name = 'PluginError'
  readonly plugin: string
  constructor(plugin: string, shortMessage: string, parameters?: BaseErrorParameters) {
    super('PLUGIN_ERROR', `[${plugin}] ${shortMessage}`, parameters)
    this.plugin = plugin
  }
}

export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number | undefined
  readonly body: unknown
  readonly url: string
  constructor(parameters: {
    url: string
    status?: number | undefined
    body?: unknown
    cause?: unknown
    message?: string
  }) {
    const short =
      parameters.message ??
      (parameters.status
        ? `HTTP request failed with status ${parameters.status}.`
        : 'HTTP request failed.')
    super('HTTP_ERROR', short, {
      cause: parameters.cause,
      details:
        typeof parameters.body === 'string'
          ? parameters.body
          : parameters.body === undefined
            ? undefined
            : JSON.stringify(parameters.body),
      metaMessages: [`URL: ${parameters.url}`],
    })
    this.status = parameters.status
    this.body = parameters.body
    this.url = parameters.url
  }
}

export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  constructor(what: string, ms: number) {
    super('TIMEOUT', `${what} timed out after ${ms} ms.`)
  }
}

export class ValidationError extends BaseError {
  override name = 'ValidationError'
  constructor(shortMessage: string, parameters?: BaseErrorParameters) {
    super('VALIDATION_ERROR', shortMessage, parameters)
  }
}

/** SPEC §8: 'Chain adapter not found'. */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor(namespace: string) {
    super('CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found', {
      details: `No chain plugin for namespace "${namespace}" is enabled.`,
    })
  }
}

/** SPEC §8: 'Network not found'. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(caipNetworkId: string) {
    super('NETWORK_NOT_FOUND', 'Network not found', {
      details: `"${caipNetworkId}" is not among the configured networks.`,
    })
  }
}

export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super('CONNECTOR_NOT_FOUND', 'Provider not found', {
      details: `No connector with id "${connectorId}".`,
    })
  }
}

export class ConnectorAlreadyConnectedError extends BaseError {
  override name = 'ConnectorAlreadyConnectedError'
  constructor(connectorId: string) {
    super('CONNECTOR_ALREADY_CONNECTED', 'Connector already connected', {
      details: `"${connectorId}" is the current connector.`,
    })
  }
}

export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor(connectorId?: string) {
    super(
      'CONNECTOR_NOT_CONNECTED',
      'Connector not connected',
      connectorId ? { details: `"${connectorId}" has no connection.` } : {},
    )
  }
}

/** SPEC §8: 'Failed to disconnect'. */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(cause: unknown) {
    super('DISCONNECT_FAILED', 'Failed to disconnect', { cause })
  }
}

/** SPEC §8: 'Token Balance Unavailable'. */
export class BalanceUnavailableError extends BaseError {
  override name = 'BalanceUnavailableError'
  constructor(cause?: unknown) {
    super('BALANCE_UNAVAILABLE', 'Token Balance Unavailable', { cause })
  }
}

/** SPEC §5: an invalid CAIP id or address. */
export class InvalidCaipError extends BaseError {
  override name = 'InvalidCaipError'
  constructor(kind: 'network id' | 'address', value: string, reason: string) {
    super('INVALID_CAIP', `Invalid CAIP ${kind}`, { details: `"${value}": ${reason}` })
  }
}

/** Returns a visitor-facing message for any thrown value. */
export function getShortMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) {
    const short = (error as Error & { shortMessage?: unknown }).shortMessage
    return typeof short === 'string' ? short : error.message
  }
  return 'An error occurred'
}
