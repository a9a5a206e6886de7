// A plain UniSat dapp: `window.unisat` by hand (no library), as many Bitcoin dapps use it. It
// follows accountsChanged and networkChanged; what it shows is what a visitor sees.
const $ = (id) => document.getElementById(id)
const unisat = window.unisat
let account

const show = async () => {
  $('account').textContent = account ?? 'none'
  $('network').textContent = await unisat.getNetwork()
}

const attempt = async (work) => {
  $('status').textContent = 'Waiting for the wallet…'
  try {
    $('status').textContent = await work()
  } catch (error) {
    $('status').textContent = `Refused (${error.code})`
  }
  await show()
}

$('connect').addEventListener('click', () =>
  attempt(async () => {
    ;[account] = await unisat.requestAccounts()
    unisat.on('accountsChanged', (accounts) => {
      account = accounts[0]
      void show()
    })
    // The network changes the addresses: read them again.
    unisat.on('networkChanged', async () => {
      ;[account] = await unisat.getAccounts()
      void show()
    })
    return 'Connected'
  }),
)
$('sign').addEventListener('click', () =>
  attempt(async () => {
    $('signature').textContent = await unisat.signMessage('Hello from a plain UniSat dapp')
    return 'Signed'
  }),
)
$('livenet').addEventListener('click', () =>
  attempt(async () => {
    await unisat.switchNetwork('livenet')
    return 'Switched'
  }),
)
