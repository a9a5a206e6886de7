// A plain EIP-6963 dapp, no framework, no Gangway: what gangway/testing must serve as well.
// `data-mistake` on <body> makes it the deliberately wrong dapp: `ignores-chain-changed`,
// `hides-rejection` (a refusal reads as a failure), `no-waiting-state` (it never says it
// waits for the wallet) or `assumes-chain` (it takes the wallet to be on its own chain instead
// of asking `eth_chainId`).
const $ = (id) => document.getElementById(id)
const knownChains = { 31337: 'Anvil', 10: 'OP Mainnet' }
const mistake = document.body.dataset.mistake
const wallets = []
let provider
let account

window.addEventListener('eip6963:announceProvider', (event) => {
  const { info, provider: announced } = event.detail
  if (wallets.some((wallet) => wallet.info.uuid === info.uuid)) return
  wallets.push({ info, provider: announced })
})
window.dispatchEvent(new Event('eip6963:requestProvider'))

const show = (text) => {
  $('status').textContent = text
}
const showChain = (hex) => {
  const id = Number(hex)
  $('chain').textContent = knownChains[id]
    ? `${knownChains[id]} (${id})`
    : `Unsupported chain ${id}`
}
const showAccounts = (accounts) => {
  account = accounts[0]
  $('account').textContent = account ?? 'none'
  if (!account) show('Disconnected')
}
const explain = (error, what) =>
  error?.code === 4001 && mistake !== 'hides-rejection'
    ? `${what} rejected`
    : `${what} failed: ${error?.message ?? error}`

$('connect').addEventListener('click', () => {
  const list = $('wallets')
  list.replaceChildren()
  if (wallets.length === 0) show('No wallet found')
  for (const wallet of wallets) {
    const item = document.createElement('li')
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = wallet.info.name
    button.addEventListener('click', () => choose(wallet))
    item.append(button)
    list.append(item)
  }
})

async function choose(wallet) {
  provider = wallet.provider
  show('Waiting for the wallet…')
  try {
    const accounts = await provider.request({ method: 'eth_requestAccounts' })
    showAccounts(accounts)
    showChain(
      mistake === 'assumes-chain' ? '0x7a69' : await provider.request({ method: 'eth_chainId' }),
    )
    provider.on('accountsChanged', showAccounts)
    if (mistake !== 'ignores-chain-changed') provider.on('chainChanged', showChain)
    show(`Connected with ${wallet.info.name}`)
  } catch (error) {
    show(explain(error, 'Connection'))
  }
}

const waiting = () => {
  if (mistake !== 'no-waiting-state') show('Waiting for the wallet…')
}

$('sign').addEventListener('click', async () => {
  waiting()
  try {
    const message = '0x48656c6c6f2066726f6d2074686520706c61696e2064617070' // "Hello from the plain dapp"
    $('signature').textContent = await provider.request({
      method: 'personal_sign',
      params: [message, account],
    })
    show('Signed')
  } catch (error) {
    show(explain(error, 'Signature'))
  }
})

$('send').addEventListener('click', async () => {
  waiting()
  try {
    $('transaction').textContent = await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: account,
          to: '0x000000000000000000000000000000000000dEaD',
          value: '0xde0b6b3a7640000',
        },
      ],
    })
    show('Sent')
  } catch (error) {
    show(explain(error, 'Transaction'))
  }
})
