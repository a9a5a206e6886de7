/** A progress line, on stderr: the report alone goes to stdout. */
export const progress = (text) => process.stderr.write(`bench: ${text}\n`)
