import type { Connection, Kernel } from 'gangway/kernel'
import { createNonce } from './createNonce.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { SiwxInitError, SiwxSignatureError } from './errors.js'
import { pageLocation } from './pageLocation.js'
import type { SiwxMessageData, SiwxOptions, SiwxSession, SiwxStorage } from './types.js'

/**
 * Builds the CAIP-122 message for a connection's account, has the wallet sign it, checks the
 * signature when the host gave a verifier for the namespace, and stores the session.
 *
 * @returns The new session.
 * @throws SiwxInitError when the message cannot be made; SiwxSignatureError when the wallet
 *   refuses, the signature does not verify or the storage refuses the session.
 * @example
 * const session = await signIn(kernel, { options, connection, storage })
 */
export async function signIn(
  kernel: Kernel,
  parameters: { options: SiwxOptions; connection: Connection; storage: SiwxStorage },
): Promise<SiwxSession> {
  const { options, connection, storage } = parameters
  const { caipNetworkId, address, namespace } = connection
  const smartAccount =
    connection.accounts.find((account) => account.address === address)?.type === 'smartAccount'

  let data: SiwxMessageData
  let message: string
  try {
    const location = pageLocation(kernel)
    const domain = options.domain ?? location.domain
    const uri = options.uri ?? location.uri
    if (!domain || !uri)
      throw new SiwxInitError({ details: 'Pass domain and uri to siwx() outside a browser.' })
    const now = kernel.env.now()
    data = {
      accountAddress: address,
      chainId: caipNetworkId,
      domain,
      uri,
      version: '1',
      nonce: options.getNonce ? await options.getNonce({ caipNetworkId, address }) : createNonce(),
      issuedAt: new Date(now).toISOString(),
    }
    if (options.statement) data.statement = options.statement
    if (options.expiration) data.expirationTime = new Date(now + options.expiration).toISOString()
    message = createSiwxMessage(data)
  } catch (error) {
    throw error instanceof SiwxInitError ? error : new SiwxInitError({ cause: error })
  }

  let signature: string
  try {
    const adapter = await kernel.chains.load(namespace)
    signature = await adapter.signMessage({
      connectorId: connection.connector.id,
      address,
      message,
    })
  } catch (error) {
    throw new SiwxSignatureError({ smartAccount, cause: error })
  }

  const verifier = options.verifiers?.find((candidate) => candidate.namespace === namespace)
  if (verifier) {
    const valid = await Promise.resolve(verifier.verify({ message, data, signature })).catch(
      (error: unknown) => {
        kernel.log.warn('[siwx] the verifier threw', error)
        return false
      },
    )
    if (!valid)
      throw new SiwxSignatureError({
        smartAccount,
        details: 'The signature did not verify for this account.',
      })
  }

  const session: SiwxSession = { data, message, signature }
  try {
    await storage.set(session)
  } catch (error) {
    // A host storage may refuse the session (e.g. its server rejected the signature).
    throw new SiwxSignatureError({ smartAccount, cause: error })
  }
  return session
}

// One-click sign-in loads through this module too: one lazy entry, so bundlers that split
// shared code by its set of lazy importers (esbuild) do not cut the eager part finer.
export { createConnectAuthenticator } from './createConnectAuthenticator.js'
