// The frame reads sessions from GangwayAccount's SessionGranted logs by a written-out topic
// (viem's hashing of event signatures stays out of the frame page): it must be the event's.
import { type AbiEvent, toEventSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import accountArtifact from '../../../secure-site/contracts/artifacts/GangwayAccount.json' with {
  type: 'json',
}
import { sessionGrantedTopic } from '../../../secure-site/frame/smart/sessionCalls.js'

describe('SessionGranted topic', () => {
  it("is the compiled GangwayAccount's SessionGranted event", () => {
    const event = accountArtifact.abi.find(
      (item) => item.type === 'event' && item.name === 'SessionGranted',
    ) as AbiEvent | undefined
    expect(event).toBeDefined()
    expect(sessionGrantedTopic).toBe(toEventSelector(event as AbiEvent))
  })
})
