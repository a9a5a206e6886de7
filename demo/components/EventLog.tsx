import { useGangwayEvent } from 'gangway/react'
import { type ReactElement, useState } from 'react'
import { short } from '../format.js'

/** The last eight of Gangway's events, newest first. */
export function EventLog(): ReactElement {
  const [events, setEvents] = useState<{ id: number; line: string }[]>([])
  const add = (line: string) =>
    setEvents((list) =>
      [
        { id: (list[0]?.id ?? 0) + 1, line: `${new Date().toLocaleTimeString()}  ${line}` },
        ...list,
      ].slice(0, 8),
    )
  useGangwayEvent('connect', ({ connector, address }) =>
    add(`connect ${connector.name} ${short(address, 6, 4)}`),
  )
  useGangwayEvent('disconnect', ({ connectorId }) => add(`disconnect ${connectorId}`))
  useGangwayEvent('networkChanged', ({ network }) => add(`network ${network.name}`))
  useGangwayEvent('open', ({ view }) => add(`open ${view}`))
  useGangwayEvent('close', () => add('close'))
  return (
    <section className="card" aria-labelledby="events-heading">
      <h2 id="events-heading">Events</h2>
      {events.length ? (
        <ol className="log">
          {events.map((event) => (
            <li key={event.id}>{event.line}</li>
          ))}
        </ol>
      ) : (
        <p className="hint">Events from gangway.on() appear here.</p>
      )}
    </section>
  )
}
