import { useCallback, useEffect, useId, useRef, useState } from 'react'
import Download from 'lucide-react/icons/download'
import { useT } from '../lib/i18n/i18n'
import { useDismiss } from '../lib/ui/use-dismiss'
import * as lm from './lists/list-messages'
import * as m from './messages'

export type ExportFormat = 'xlsx' | 'csv'

const LABELS = { xlsx: lm.exportXlsx, csv: lm.exportCsv } as const

type Props = {
  /** The formats offered, in order: Excel first, as Reports does (product.md §2.5). */
  formats: readonly ExportFormat[]
  onExport: (format: ExportFormat) => void
  disabled?: boolean
}

/**
 * 'Export' with a choice of file: a menu button (WAI-ARIA menu button pattern) whose items each
 * download the list in one format. Escape or a click elsewhere closes it; focus goes back to the
 * button.
 */
export function ExportMenu({ formats, onExport, disabled }: Props) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus()
  }, [open])
  const close = useCallback((byKey: boolean) => {
    setOpen(false)
    if (byKey) button.current?.focus()
  }, [])
  useDismiss(open, root, close)

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="btn-secondary"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Download aria-hidden="true" className="size-4" />
        {t(m.exportLabel)}
      </button>
      {open && (
        <div
          id={id}
          role="menu"
          aria-label={t(m.exportLabel)}
          className="absolute right-0 z-20 mt-1 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {formats.map((format) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              className="block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-100"
              onClick={() => {
                setOpen(false)
                button.current?.focus()
                onExport(format)
              }}
            >
              {t(LABELS[format])}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
