// A strict Content-Security-Policy with a fresh nonce per request (Next.js's documented pattern:
// docs "Content Security Policy", proxy.ts, the file Next 16 calls what was middleware.ts).
// Next reads the nonce from the request's CSP header and puts it on its own scripts; the
// rest needs no exception: Gangway's styles are constructable stylesheets (not <style> or
// style attributes), its lazy chunks load from 'self', and it evaluates no strings.
import { type NextRequest, NextResponse } from 'next/server'
import { defaultRpcUrl } from './app/config'

export function proxy(request: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID())
  // The chain's JSON-RPC endpoint is another origin (another port at least): reads and
  // wallet requests go there.
  const rpcOrigin = new URL(process.env.GANGWAY_RPC_URL ?? defaultRpcUrl).origin
  const policy = [
    "default-src 'self'",
    // 'strict-dynamic': the nonce'd scripts may load the page's chunks (Gangway's lazy ones).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Wallet icons: EIP-6963 wallets announce data: URIs; directory logos are https.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${rpcOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  // Pages only: not the static chunks, nor prefetches (as Next's guide recommends).
  matcher: [
    {
      source: '/((?!api|_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
