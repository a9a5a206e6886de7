// What the approval shows for a request, as the describers (EVM, typed data, permits, Solana,
// the smart account) hand it to the view.
import type { MessageKey } from './messages.js'

/** An approved request to sign: its chain, its JSON-RPC method and params. */
export type SignParameters = {
  namespace: 'eip155' | 'solana'
  method: string
  params: unknown
}

/** Signs through the site (or the frame's key shares): how an approved request runs. */
export type Sign = (request: SignParameters) => Promise<unknown>

/** One labelled line of the approval: the label's catalogue key, and the value as text. */
export type Row = [MessageKey, string]

/** A part of the request the visitor reads on its own: one transaction of a batch. */
export type Section = { heading: string; rows: Row[]; warnings: string[] }

/** What the view shows for a request, and how approving it signs. */
export type Described = {
  title: MessageKey
  /** The title's placeholders ("Sign {n} transactions"). */
  titleValues?: Record<string, string>
  rows: Row[]
  body?: string
  /** What the visitor must read first (an unknown chain, another chain than the session's). */
  warnings?: string[]
  /** Parts read one after the other (a batch's transactions), each under its own heading. */
  sections?: Section[]
  /** Said once under the sections (how a batch was simulated). */
  notes?: string[]
  run(sign: Sign): Promise<unknown>
}
