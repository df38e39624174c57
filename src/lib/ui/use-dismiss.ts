import { useEffect, type RefObject } from 'react'

/**
 * Closes an open menu or popover the way people expect: a press outside it, or Escape
 * (`byKey` true, so the caller can put focus back on its button).
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: (byKey: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) close(false)
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close(true)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, container, close])
}
