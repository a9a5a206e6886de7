import { type Origin, parseOrigin } from '../src/origin.js'

/**
 * The parent's origin: what the browser says (ancestorOrigins), else the query's claim
 * (Firefox), which only matters if true: messages to a parent of another origin are dropped by
 * the browser. Either way exactly an origin, or nothing.
 */
export function parentOrigin(): Origin | undefined {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  return parseOrigin(
    ancestors?.length ? ancestors[0] : new URLSearchParams(location.search).get('parent'),
  )
}
