import { useQuery } from '@tanstack/react-query'
import CircleCheck from 'lucide-react/icons/circle-check'
import { IFSC_PATTERN } from '../checks-api'
import { ifscQueryOptions } from '../checks-queries'
import { IFSC_LENGTH } from '../create-payout-schema'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

type Props = { id: string; value: string; disabled?: boolean }

/**
 * Under the IFSC field, as the merchant types: the format first, then the gateway's dataset names
 * the bank. Silent while the code is short, and against a gateway without the lookup.
 */
export function IfscStatus({ id, value, disabled = false }: Props) {
  const t = useT()
  const code = value.trim().toUpperCase()
  const wellFormed = IFSC_PATTERN.test(code)
  const lookup = useQuery({ ...ifscQueryOptions(code), enabled: wellFormed && !disabled })
  let line: { tone: 'ok' | 'bad' | 'muted'; text: string } | null = null
  if (code.length >= IFSC_LENGTH && !wellFormed) line = { tone: 'bad', text: t(m.invalidIfsc) }
  else if (wellFormed && lookup.isPending && !disabled) {
    line = { tone: 'muted', text: t(m.checkingIfsc) }
  } else if (wellFormed && lookup.data) {
    const { valid, bank_name: bank, branch } = lookup.data
    if (valid && bank) line = { tone: 'ok', text: branch ? `${bank}, ${branch}` : bank }
    else if (!valid) line = { tone: 'bad', text: t(m.unknownIfsc) }
  }
  const tone =
    line?.tone === 'ok'
      ? 'text-green-800'
      : line?.tone === 'bad'
        ? 'text-red-700'
        : 'text-slate-600'
  return (
    <p
      id={id}
      aria-live="polite"
      className={`mt-1 flex min-h-5 items-center gap-1 text-sm ${tone}`}
    >
      {line?.tone === 'ok' && <CircleCheck aria-hidden="true" className="size-4 shrink-0" />}
      {line?.text}
    </p>
  )
}
