import { bufferSource, fromBase64Url, toBase64Url, zero } from './bytes.js'
import { CustodyError } from './custodyError.js'
import type { PasskeyParams, RecoveryKey } from './recoveryPassword.js'

/**
 * The recovery share under a key from the visitor's passkey (issue 32): the WebAuthn PRF
 * extension evaluates a per-user salt inside the authenticator; its 32 bytes, through HKDF-SHA-256
 * (WebCrypto), give the AES-256-GCM key and, apart, the check the server compares before it
 * releases the ciphertext. The relying party is the secure site's host (the frame's origin);
 * the host page's frame element allows `publickey-credentials-create` and `-get`.
 * The server keeps the credential id, the salt and the ciphertext: none of them opens the share.
 */

/** The PRF output this code accepts: hmac-secret gives 32 bytes. */
const prfLength = 32
/** The longest credential id kept (base64url of it within the server's 200 characters). */
const maxCredentialIdLength = 150

/**
 * Whether to offer a passkey (first, the password second): where the browser says its
 * authenticators may evaluate PRF (`getClientCapabilities`), or cannot say (no such call).
 * A browser that says it lacks PRF gets the password alone. The authenticator's own PRF
 * support shows only once a passkey is made: one without it is told, and the password asked.
 * A site served on an IP address gets no passkey: WebAuthn takes only a domain as RP ID.
 */
export async function passkeysOffered(): Promise<boolean> {
  const Credential = globalThis.PublicKeyCredential as
    | (typeof PublicKeyCredential & {
        getClientCapabilities?: () => Promise<Record<string, boolean | undefined>>
      })
    | undefined
  if (!Credential || !globalThis.isSecureContext || !navigator.credentials) return false
  const host = location.hostname
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')) return false
  const capabilities = await Credential.getClientCapabilities?.().catch(() => undefined)
  return capabilities?.['extension:prf'] !== false
}

/**
 * Makes a new passkey for the recovery share on this site (its host is the RP ID) and its
 * recovery key. An authenticator without PRF throws PASSKEY_NO_PRF: the visitor sets a
 * password instead.
 *
 * @param label - What the passkey is called in the visitor's passkey manager (their e-mail).
 */
export async function createRecoveryPasskey(label: string): Promise<RecoveryKey> {
  const salt = crypto.getRandomValues(new Uint8Array(32))
  const credential = (await navigator.credentials.create({
    publicKey: {
      rp: { id: location.hostname, name: location.hostname },
      user: {
        id: crypto.getRandomValues(new Uint8Array(16)),
        name: label || location.hostname,
        displayName: label || location.hostname,
      },
      // No server checks this ceremony: the secret is the PRF output, never sent.
      challenge: crypto.getRandomValues(new Uint8Array(32)),
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      extensions: { prf: { eval: { first: salt } } },
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new CustodyError('PASSKEY_FAILED', 'No passkey was made')
  const id = new Uint8Array(credential.rawId)
  const prf = credential.getClientExtensionResults().prf
  if (!prf?.enabled && !prf?.results) {
    await forgetCredential(id)
    throw new CustodyError('PASSKEY_NO_PRF', 'This passkey cannot derive a key (no PRF support)')
  }
  if (id.length > maxCredentialIdLength) {
    await forgetCredential(id)
    throw new CustodyError('PASSKEY_NO_PRF', 'This passkey has an id too long to keep')
  }
  const params: PasskeyParams = {
    kdf: 'hkdf-sha256',
    credentialId: toBase64Url(id),
    salt: toBase64Url(salt),
  }
  // Some authenticators evaluate the PRF only on an assertion: ask once more.
  const output = prf.results?.first ?? (await evaluatePasskey(params))
  return passkeyRecoveryKey(asBytes(output), params)
}

/**
 * Asks the stored passkey for the recovery key on this device. The credential, the salt and
 * the answer are checked: a credential other than the stored one, a PRF result that is not
 * 32 bytes, or none (a passkey without PRF), throw PASSKEY_UNUSABLE.
 */
export async function openRecoveryPasskey(params: unknown): Promise<RecoveryKey> {
  const checked = readPasskeyParams(params)
  return passkeyRecoveryKey(await evaluatePasskey(checked), checked)
}

/**
 * The recovery key and its check from a PRF output (exactly 32 bytes): HKDF-SHA-256 with the
 * per-user salt, under two labels. The output is zeroed.
 */
export async function passkeyRecoveryKey(
  output: Uint8Array,
  params: PasskeyParams,
): Promise<RecoveryKey> {
  try {
    if (output.length !== prfLength)
      throw new CustodyError(
        'PASSKEY_UNUSABLE',
        `The passkey's PRF gave ${output.length} bytes, not ${prfLength}`,
      )
    const base = await crypto.subtle.importKey('raw', bufferSource(output), 'HKDF', false, [
      'deriveKey',
      'deriveBits',
    ])
    const hkdf = (info: string) => ({
      name: 'HKDF',
      hash: 'SHA-256',
      salt: fromBase64Url(params.salt),
      info: new TextEncoder().encode(info),
    })
    const key = await crypto.subtle.deriveKey(
      hkdf('gangway-recovery-key'),
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    )
    const check = new Uint8Array(
      await crypto.subtle.deriveBits(hkdf('gangway-recovery-check'), base, 256),
    )
    return { key, check: toBase64Url(check), kind: 'prf', params }
  } finally {
    zero(output)
  }
}

/** The stored passkey's parameters as the server returned them, or PASSKEY_UNUSABLE. */
function readPasskeyParams(params: unknown): PasskeyParams {
  const { kdf, credentialId, salt } = (params ?? {}) as Record<string, unknown>
  const bytes = (value: unknown) => {
    try {
      return typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value)
        ? fromBase64Url(value)
        : undefined
    } catch {
      return undefined
    }
  }
  const id = bytes(credentialId)
  if (
    kdf !== 'hkdf-sha256' ||
    !id ||
    id.length === 0 ||
    id.length > maxCredentialIdLength ||
    bytes(salt)?.length !== 32
  )
    throw new CustodyError('PASSKEY_UNUSABLE', "The site's passkey parameters are not usable")
  return { kdf, credentialId: credentialId as string, salt: salt as string }
}

async function evaluatePasskey(params: PasskeyParams): Promise<Uint8Array> {
  const stored = fromBase64Url(params.credentialId)
  const assertion = (await navigator.credentials.get({
    publicKey: {
      rpId: location.hostname,
      challenge: crypto.getRandomValues(new Uint8Array(32)),
      allowCredentials: [{ type: 'public-key', id: stored }],
      userVerification: 'required',
      extensions: { prf: { eval: { first: fromBase64Url(params.salt) } } },
    },
  })) as PublicKeyCredential | null
  if (!assertion) throw new CustodyError('PASSKEY_FAILED', 'The passkey did not answer')
  // Only the credential the site stored opens its share: another is not this wallet's.
  if (toBase64Url(new Uint8Array(assertion.rawId)) !== params.credentialId)
    throw new CustodyError('PASSKEY_UNUSABLE', 'The passkey that answered is not the stored one')
  const first = assertion.getClientExtensionResults().prf?.results?.first
  if (!first)
    throw new CustodyError('PASSKEY_NO_PRF', 'This passkey cannot derive a key (no PRF support)')
  return asBytes(first)
}

function asBytes(source: BufferSource | Uint8Array): Uint8Array {
  return source instanceof ArrayBuffer
    ? new Uint8Array(source)
    : new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
}

/** Tells the passkey manager that a passkey made here is of no use (where it listens). */
async function forgetCredential(id: Uint8Array): Promise<void> {
  const signal = (
    globalThis.PublicKeyCredential as unknown as {
      signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void>
    }
  )?.signalUnknownCredential
  await signal
    ?.call(PublicKeyCredential, { rpId: location.hostname, credentialId: toBase64Url(id) })
    .catch(() => undefined)
}
