// A server component: it reads the visitor's cookie on each request, so the first HTML
// already shows a returning visitor's account (no "Connect" before the page's JavaScript runs).
import { cookieToInitialState } from 'gangway'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactElement, ReactNode } from 'react'
import { defaultRpcUrl } from './config'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Gangway on Next.js' }

export default async function RootLayout(props: { children: ReactNode }): Promise<ReactElement> {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  const rpcUrl = process.env.GANGWAY_RPC_URL ?? defaultRpcUrl
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState} rpcUrl={rpcUrl}>
          {props.children}
        </Providers>
      </body>
    </html>
  )
}
