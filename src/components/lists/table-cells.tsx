import Eye from 'lucide-react/icons/eye'
import { formatDateTime } from '../../lib/i18n/format'
import { useT } from '../../lib/i18n/i18n'
import { CopyButton } from '../copy-button'
import * as m from '../messages'

/**
 * One line on phones; date over time in the table, so the Actions column of the list screens
 * fits a laptop screen (1280 px).
 */
export function StackedDateTime({ value }: { value: string | null | undefined }) {
  const [day, time] = formatDateTime(value).split(', ')
  return (
    <span className="text-right sm:text-left">
      <span className="sm:block">{day}</span>
      {time && (
        <span className="sm:block sm:text-xs sm:text-slate-600">
          <span className="sm:hidden">, </span>
          {time}
        </span>
      )}
    </span>
  )
}

/**
 * An ID cut to fit (className sets the width), the full value in the title (hover) and the text
 * (screen readers), with its copy button.
 */
export function CopyableId({
  value,
  copyLabel,
  className,
  markFull,
}: {
  value: string
  copyLabel: string
  className: string
  /** data-full-id, which the payments table-fit test reads. */
  markFull?: boolean
}) {
  return (
    <span className="flex min-w-0 items-center gap-1">
      <span title={value} data-full-id={markFull ? value : undefined} className={className}>
        {value}
      </span>
      <CopyButton value={value} label={copyLabel} />
    </span>
  )
}

/** A row's View action: a full-width button on a phone card, an eye icon in the table. */
export function ViewButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT()
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="btn-secondary w-full sm:size-9 sm:min-h-0 sm:w-auto sm:border-0 sm:p-0"
    >
      <Eye aria-hidden="true" className="size-4" />
      <span className="sm:hidden">{t(m.view)}</span>
    </button>
  )
}
