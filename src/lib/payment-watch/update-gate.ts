/**
 * While a payment modal is open a reload would lose the live payment view, so the "new version"
 * prompt waits until every holder has released it.
 */
let holds = 0
const listeners = new Set<() => void>()

export function holdUpdates(): () => void {
  holds += 1
  let released = false
  return () => {
    if (released) return
    released = true
    holds -= 1
    if (holds === 0) for (const listener of listeners) listener()
  }
}

export function updatesHeld(): boolean {
  return holds > 0
}

export function onUpdatesReleased(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
