// The frame's own social sign-in answer, as the site's callback page (a popup this frame's
// host page opened) hands it over: only from a page of this origin, only in its shape, only
// for the sign-in this frame started (its `state`). The host page never holds it.
import * as z from 'zod/mini'
import { FrameError } from './frameError.js'
import { socialResultType } from './socialMessages.js'

/** How long the frame waits for the popup's answer once the host says the sign-in finished. */
const socialResultWaitMs = 10_000

const socialResultMessageSchema = z.object({
  type: z.literal(socialResultType),
  resultUri: z.string().check(z.maxLength(4000), z.regex(/^https?:\/\/\S+$/)),
})

type Pending = { state: string; resultUri?: string; deliver?: (resultUri: string) => void }
let pending: Pending | undefined

/** A sign-in started: its answer is the only one taken from now on. */
export function expectSocialResult(state: string): void {
  pending = { state }
}

/** Listens for the callback page's message (once, when the frame starts). */
export function listenForSocialResults(): void {
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== location.origin) return
    const parsed = socialResultMessageSchema.safeParse(event.data)
    if (!parsed.success || !pending) return
    const { resultUri } = parsed.data
    if (new URL(resultUri).searchParams.get('state') !== pending.state) return
    pending.resultUri = resultUri
    pending.deliver?.(resultUri)
  })
}

/** The answer to the sign-in under way: already here, or arriving within a few seconds. */
export function takeSocialResult(): Promise<string> {
  const flow = pending
  const invalid = () =>
    new FrameError(
      'SOCIAL_STATE_INVALID',
      'This sign-in is not valid anymore. Please start again',
      { status: 400 },
    )
  if (!flow) return Promise.reject(invalid())
  const finish = (resultUri: string) => {
    if (pending === flow) pending = undefined
    return resultUri
  }
  if (flow.resultUri) return Promise.resolve(finish(flow.resultUri))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      flow.deliver = undefined
      reject(invalid())
    }, socialResultWaitMs)
    flow.deliver = (resultUri) => {
      clearTimeout(timer)
      resolve(finish(resultUri))
    }
  })
}
