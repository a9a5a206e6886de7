// The baseline: a React page with one button that opens a dialog listing wallets in the
// same frame, so the bench can report what Gangway adds to each figure.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const wallets = ['Demo Wallet', 'MetaMask', 'Trust', 'Rainbow', 'Coinbase Wallet']

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect
      </button>
      {open ? (
        <div role="dialog" aria-label="Connect">
          <ul>
            {wallets.map((name) => (
              <li key={name}>
                <button type="button" data-wallet={name}>
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<Page />)
