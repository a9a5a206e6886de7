import { type Connection, getShortMessage, type Kernel } from 'gangway/kernel'
import { type FormEvent, useState } from 'react'
import { readServiceMessage } from '../../createHostedNameService.js'
import { RegisterNameError } from '../../errors.js'
import { toNameCoinType } from '../../toNameCoinType.js'
import { createNameMessage } from '../../validateAccountName.js'
import type { NamesText } from '../availabilityText.js'
import type { Availability, LoadNameReader } from './useAvailability.js'

/** Where a registration is: the wallet signing, then the service registering. */
export type RegisterStep = 'signing' | 'registering'

/**
 * Register (SPEC §4 "Name registration"): sign the SPEC §7 message in the wallet, register
 * with the service, then RegisterAccountNameSuccess. A failure stays with SPEC §8's message.
 */
export function useRegisterName(parameters: {
  kernel: Kernel
  loadReader: LoadNameReader
  connection: Connection | undefined
  availability: Availability
  text: NamesText
}): {
  busy: RegisterStep | undefined
  problem: string | undefined
  setProblem: (problem: string | undefined) => void
  register: (event: FormEvent) => Promise<void>
} {
  const { kernel, loadReader, connection, availability, text } = parameters
  const [busy, setBusy] = useState<RegisterStep | undefined>()
  const [problem, setProblem] = useState<string>()

  async function register(event: FormEvent) {
    event.preventDefault()
    if (busy || availability.state !== 'available' || !connection) return
    const { name } = availability
    setProblem(undefined)
    setBusy('signing')
    try {
      const reader = await loadReader(kernel)
      const service = reader.service!
      const coinType = toNameCoinType(Number(connection.caipNetworkId.split(':')[1]))
      const message = createNameMessage({ name, timestamp: kernel.env.now() })
      const adapter = await kernel.chains.load('eip155')
      const signature = await adapter.signMessage({
        connectorId: connection.connector.id,
        address: connection.address,
        message,
      })
      setBusy('registering')
      try {
        await service.register({ coinType, address: connection.address, message, signature })
      } catch (error) {
        throw new RegisterNameError(name, readServiceMessage(error), error)
      }
      reader.forget({ caipNetworkId: connection.caipNetworkId, address: connection.address })
      kernel.bus.emit('nameChanged', { namespace: 'eip155', address: connection.address })
      kernel.router.push({ view: 'RegisterAccountNameSuccess', data: { name } })
    } catch (error) {
      kernel.log.warn('[names] registration failed', error)
      setProblem(
        error instanceof RegisterNameError
          ? error.shortMessage === `Error registering name ${name}`
            ? text('names.errorRegistering', { name })
            : error.shortMessage
          : getShortMessage(error),
      )
      setBusy(undefined)
    }
  }

  return { busy, problem, setProblem, register }
}
