import { type Http, safeImageUrl, sanitizeText } from 'gangway/kernel'
import * as z from 'zod/mini'

/** What the NFTs tab shows of a token's metadata: text, and an image that is safe to load. */
export type NftMetadata = {
  name?: string | undefined
  description?: string | undefined
  imageUrl?: string | undefined
}

const metadataSchema = z.object({
  name: z.optional(z.unknown()),
  description: z.optional(z.unknown()),
  image: z.optional(z.unknown()),
  image_url: z.optional(z.unknown()),
})

/** `ipfs://CID/path` (or `ipfs://ipfs/CID/path`) through the host's gateway; others as given. */
export function resolveIpfs(uri: string, gateway: string): string {
  if (!/^ipfs:\/\//i.test(uri)) return uri
  const path = uri.replace(/^ipfs:\/\/(ipfs\/)?/i, '')
  return `${gateway.replace(/\/?$/, '/')}${path}`
}

/**
 * An image URL the view may load: `https:` or a `data:image/…` URL, `ipfs://` through the
 * gateway. Anything else — `http:`, `javascript:`, a relative path — is dropped.
 */
export function safeNftImage(value: unknown, gateway: string): string | undefined {
  if (typeof value !== 'string' || value.length > 200_000) return undefined
  return safeImageUrl(resolveIpfs(value.trim(), gateway), { allowRelative: false })
}

/**
 * Reads an NFT's metadata from its `tokenURI` / `uri`: `ipfs://` through the gateway,
 * `https:`, or an inline `data:application/json` document; within `timeout` ms, checked with
 * zod, names cleaned to text, the image kept only when it is `https:` or `data:image/…`.
 *
 * @returns The metadata, or `undefined` when the URI is of no kind we read.
 */
export async function fetchNftMetadata(parameters: {
  uri: string
  gateway: string
  timeout: number
  http: Http
}): Promise<NftMetadata | undefined> {
  const { gateway } = parameters
  const uri = resolveIpfs(parameters.uri.trim(), gateway)
  let document: unknown
  const inline = /^data:application\/json(;[^,]*)?,(.*)$/is.exec(uri)
  if (inline) {
    const base64 = /;base64/i.test(inline[1] ?? '')
    const body = inline[2] ?? ''
    document = JSON.parse(
      base64
        ? new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0)))
        : decodeURIComponent(body),
    )
  } else if (/^https:\/\//i.test(uri)) {
    document = await parameters.http.request(uri, {
      schema: z.unknown(),
      timeout: parameters.timeout,
      retryCount: 0,
    })
  } else return undefined
  const parsed = metadataSchema.safeParse(document)
  if (!parsed.success) return undefined
  const metadata = parsed.data
  return {
    name: sanitizeText(metadata.name) || undefined,
    description: sanitizeText(metadata.description, 500) || undefined,
    imageUrl: safeNftImage(metadata.image ?? metadata.image_url, gateway),
  }
}
