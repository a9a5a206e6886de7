import { BaseError } from 'gangway/kernel'

/** A view (or a kit hook) rendered outside the modal, where there is no kernel or `t`. */
export class ModalContextMissingError extends BaseError {
  override name = 'ModalContextMissingError'
  constructor() {
    super('MODAL_CONTEXT_MISSING', 'Gangway views must render inside the modal.', {
      details: 'A plugin view is opened with kernel.router.push({ view }), not rendered by hand.',
    })
  }
}
