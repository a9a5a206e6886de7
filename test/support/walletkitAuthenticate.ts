// WalletKit's side of one-click sign-in (`wc_sessionAuthenticate`): the wallet builds the
// CAIP-122 message from the dapp's request (WalletKit's formatAuthMessage, recaps included),
// signs it and answers with the cacao (buildAuthObject / approveSessionAuthenticate). A hostile
// answer changes what it signs, or signs something else. Node only.
import {
  buildAuthObject,
  getSdkError,
  hashKey,
  populateAuthPayload,
  TYPE_1,
} from '@walletconnect/utils'
import type { WalletConnectTestWallet } from 'gangway/testing/walletconnect'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { testPrivateKeys } from './anvil.js'

type AuthPayload = Parameters<typeof populateAuthPayload>[0]['authPayload']

/** How the wallet answers an authenticate request. */
export type AuthenticateAnswer =
  /** Signs what was asked, on its first chain the dapp offered. */
  | { kind: 'approve' }
  /** Declines with 'User rejected.' (the visitor said no to the sign-in). */
  | { kind: 'reject' }
  /** Signs a message with a changed field (another domain, nonce or chain). */
  | { kind: 'tamper'; change: (payload: AuthPayload) => AuthPayload; chain?: string | undefined }
  /** Answers the right message with a signature over another text. */
  | { kind: 'badSignature' }

/**
 * Makes a WalletKit wallet answer `session_authenticate` requests; `answers` says how.
 *
 * @returns What the wallet saw: the requests it got and the messages it signed.
 * @example
 * const seen = answerAuthentications(phone, { answer: { kind: 'approve' } })
 */
export function answerAuthentications(
  wallet: WalletConnectTestWallet,
  parameters: { answer: AuthenticateAnswer; privateKey?: Hex | undefined; chains: string[] },
) {
  const account = privateKeyToAccount(parameters.privateKey ?? testPrivateKeys[0])
  const seen = { requests: [] as AuthPayload[], signed: [] as string[] }
  wallet.kit.on('session_authenticate', async ({ id, params }) => {
    const { answer } = parameters
    seen.requests.push(params.authPayload)
    if (answer.kind === 'reject') {
      await wallet.kit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const methods = [
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
    ]
    const populated = populateAuthPayload({
      authPayload: params.authPayload,
      chains: parameters.chains,
      methods,
    })
    const chain = (answer.kind === 'tamper' && answer.chain) || populated.chains[0]!
    const signedPayload = answer.kind === 'tamper' ? answer.change(populated) : populated
    const iss = `did:pkh:${chain}:${account.address}`
    const message = wallet.kit.formatAuthMessage({ request: signedPayload, iss })
    seen.signed.push(message)
    const signature = await account.signMessage({
      message: answer.kind === 'badSignature' ? `${message}\nsomething else` : message,
    })
    const cacao = buildAuthObject(signedPayload, { t: 'eip191', s: signature }, iss)
    if (answer.kind === 'badSignature') await answerUnchecked(wallet, { id, params, cacao })
    else await wallet.kit.approveSessionAuthenticate({ id, auths: [cacao] })
  })
  return seen
}

type Engine = {
  sendResult(parameters: {
    id: number
    topic: string
    result: unknown
    encodeOpts: { type: number; receiverPublicKey: string; senderPublicKey: string }
    throwOnFailedPublish: boolean
  }): Promise<void>
}

/**
 * What a hostile wallet does: WalletKit's approveSessionAuthenticate checks the signature
 * itself and sends an error instead, so the answer is published the way it would be, unchecked.
 */
async function answerUnchecked(
  wallet: WalletConnectTestWallet,
  parameters: {
    id: number
    params: { requester: { publicKey: string } }
    cacao: ReturnType<typeof buildAuthObject>
  },
) {
  const signClient = (
    wallet.kit as unknown as {
      engine: {
        signClient: {
          engine: Engine
          metadata: unknown
          core: { crypto: { generateKeyPair(): Promise<string> } }
        }
      }
    }
  ).engine.signClient
  const receiverPublicKey = parameters.params.requester.publicKey
  const senderPublicKey = await signClient.core.crypto.generateKeyPair()
  await signClient.engine.sendResult({
    id: parameters.id,
    topic: hashKey(receiverPublicKey),
    result: {
      cacaos: [parameters.cacao],
      responder: { publicKey: senderPublicKey, metadata: signClient.metadata },
    },
    encodeOpts: { type: TYPE_1, receiverPublicKey, senderPublicKey },
    throwOnFailedPublish: true,
  })
}
