// A plain Wallet Standard dapp (`data-namespace`: solana or bitcoin): the standard's app side by
// hand (no library), one button per wallet, a message signed with the connected account. What it
// shows is what a visitor sees.
const $ = (id) => document.getElementById(id)
const namespace = document.body.dataset.namespace
const message = new TextEncoder().encode('Hello from a plain Wallet Standard dapp')
// Solana connects with standard:connect; Bitcoin with bitcoin:connect and the purposes it wants.
const connectWith = (candidate) =>
  namespace === 'bitcoin'
    ? candidate.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    : candidate.features['standard:connect'].connect()
const wallets = []
let wallet
let account

const hex = (bytes) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const show = () => {
  $('account').textContent = account ? account.address : 'none'
}

const api = {
  register(...registered) {
    for (const candidate of registered) {
      if (!candidate.chains.some((chain) => chain.startsWith(`${namespace}:`))) continue
      wallets.push(candidate)
      const item = document.createElement('li')
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = `Connect ${candidate.name}`
      button.addEventListener('click', () => connect(candidate))
      item.append(button)
      $('wallets').append(item)
    }
    return () => {}
  },
}
window.addEventListener('wallet-standard:register-wallet', (event) => event.detail(api))
window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))

async function connect(candidate) {
  $('status').textContent = 'Waiting for the wallet…'
  try {
    const { accounts } = await connectWith(candidate)
    wallet = candidate
    account = accounts[0]
    candidate.features['standard:events'].on('change', ({ accounts: next }) => {
      if (next) account = next[0]
      show()
    })
    $('status').textContent = 'Connected'
  } catch (error) {
    $('status').textContent = `Refused (${error.code})`
  }
  show()
}

$('sign').addEventListener('click', async () => {
  if (!wallet || !account) return
  $('status').textContent = 'Waiting for the wallet…'
  try {
    const [output] = await wallet.features[`${namespace}:signMessage`].signMessage({
      account,
      message,
    })
    $('signature').textContent = hex(output.signature)
    $('status').textContent = 'Signed'
  } catch (error) {
    $('status').textContent = `Refused (${error.code})`
  }
})
