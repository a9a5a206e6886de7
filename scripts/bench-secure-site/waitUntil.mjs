/** Waits until `check` answers true (a throw counts as false); fails after `timeoutMs`. */
export async function waitUntil(what, { check, timeoutMs = 20_000 }) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if (await check()) return
    } catch {}
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
