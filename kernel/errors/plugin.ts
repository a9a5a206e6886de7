import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * Options that cannot work: `createGangway`'s (no `plugin`) or a plugin factory's. Lists every
 * bad field, one line each, in `issues` and in the message.
 */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
  readonly issues: readonly string[]
  /** The plugin whose options they are; `undefined` for `createGangway`'s own. */
  readonly plugin: string | undefined
  constructor(parameters: { issues: readonly string[]; plugin?: string | undefined }) {
    const { issues, plugin } = parameters
    super('INVALID_OPTIONS', plugin ? `[${plugin}] Invalid options.` : 'Invalid Gangway options.', {
      metaMessages: issues.map((issue) => `- ${issue}`),
    })
    this.issues = issues
    this.plugin = plugin
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

/** SPEC §8: 'Chain adapter not found'. */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor(namespace: string) {
    super('CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found', {
      details: `No chain plugin for namespace "${namespace}" is enabled.`,
    })
  }
}
