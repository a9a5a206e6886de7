// Replaced by the Swap view below.
export default function Swap(): null {
  return null
}
