// The bench's SMTP server: `runSmtpSink` is its process (`--smtp-sink`), `startSmtpServer` the
// bench's handle on it.
import { spawn } from 'node:child_process'
import { benchScript, stopChild } from './childProcesses.mjs'

/**
 * The bench's SMTP server (smtp-server), in its own process so that its CPU is counted apart:
 * it reads each mail's headers only and tells the bench each recipient and subject over IPC.
 * (test/support/smtpSink.ts parses whole mails with mailparser: right for tests, several
 * times this cost per mail.)
 */
export async function runSmtpSink() {
  const { SMTPServer } = await import('smtp-server')
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let head = ''
      let told = false
      stream.on('data', (chunk) => {
        if (told) return
        head += chunk.toString('latin1')
        const end = head.indexOf('\r\n\r\n')
        if (end === -1 && head.length < 64 * 1024) return
        told = true
        process.send({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: readHeader(end === -1 ? head : head.slice(0, end), 'subject'),
        })
      })
      stream.on('end', () => callback())
    },
  })
  server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }))
  process.on('disconnect', () => server.close(() => process.exit(0)))
}

/** One header of a mail's header block, unfolded, its RFC 2047 encoded words decoded. */
function readHeader(block, name) {
  const line = block
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .find((candidate) => candidate.toLowerCase().startsWith(`${name}:`))
  if (line === undefined) return ''
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?[^?]+\?([bBqQ])\?([^?]*)\?=\s*/g, (_, kind, data) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_, hex) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
}

/**
 * The SMTP server (`--smtp-sink`) in its own process, added to `started`; `nextCode(to)` waits
 * for the next unread code mailed to `to` (a 6-digit number in the subject), 30 s at most.
 */
export async function startSmtpServer({ started }) {
  const child = spawn(process.execPath, [benchScript, '--smtp-sink'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  started.push(child)
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port))
    child.once('exit', () => reject(new Error('the SMTP server did not start')))
  })
  const unread = new Map() // address → codes not yet asked for
  const waiting = new Map() // address → resolvers waiting for a code
  child.on('message', ({ to, subject }) => {
    const code = /\b(\d{6})\b/.exec(subject ?? '')?.[1]
    if (!code) return
    for (const address of to ?? []) {
      const next = waiting.get(address)?.shift()
      if (next) next(code)
      else unread.set(address, [...(unread.get(address) ?? []), code])
    }
  })
  return {
    pid: child.pid,
    port,
    url: `smtp://127.0.0.1:${port}`,
    nextCode(to) {
      const address = to.toLowerCase()
      const code = unread.get(address)?.shift()
      if (code) return Promise.resolve(code)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const queue = waiting.get(address) ?? []
          queue.splice(queue.indexOf(deliver), 1)
          reject(new Error(`no code mailed to ${to} within 30 s`))
        }, 30_000)
        const deliver = (value) => {
          clearTimeout(timer)
          resolve(value)
        }
        waiting.set(address, [...(waiting.get(address) ?? []), deliver])
      })
    },
    close: () => stopChild(child),
  }
}
