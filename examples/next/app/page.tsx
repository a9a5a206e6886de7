// A server component: static content rendered on the server, with one client island.
import type { ReactElement } from 'react'
import { Account } from './account'

export default function Page(): ReactElement {
  return (
    <main>
      <h1>Gangway on Next.js</h1>
      <p>
        This page is rendered on the server. A visitor who connected a wallet before sees it here in
        the first HTML; the browser then reconnects the wallet behind it.
      </p>
      <Account />
    </main>
  )
}
