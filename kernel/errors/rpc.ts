import { BaseError } from './base.js'

/** `kernel.request` got a method no enabled plugin handles (EIP-1193 code 4200). */
export class MethodNotSupportedError extends BaseError {
  override name = 'MethodNotSupportedError'
  readonly method: string
  constructor(method: string) {
    super('METHOD_NOT_SUPPORTED', `No plugin handles "${method}".`, {
      details: 'Enable the plugin that provides this method, or check its name.',
    })
    this.method = method
  }
}
