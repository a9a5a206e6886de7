import { BaseError, type BaseErrorParameters } from './base.js'

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

/** SPEC §8: 'Chain adapter not found'. */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor(namespace: string) {
    super('CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found', {
      details: `No chain plugin for namespace "${namespace}" is enabled.`,
    })
  }
}
