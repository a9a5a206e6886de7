/**
 * The entry script: the bench starts its instances (`--instance`) and its SMTP server
 * (`--smtp-sink`) as processes of that script.
 */
export const benchScript = new URL('../bench-secure-site.mjs', import.meta.url).pathname

/** Ends a child process the bench started (SIGTERM) and waits for it to exit. */
export const stopChild = async (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const gone = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await gone
}
