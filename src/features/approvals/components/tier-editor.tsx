import { useState, type FormEvent } from 'react'
import Plus from 'lucide-react/icons/plus'
import X from 'lucide-react/icons/x'
import { formatDateTime, formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Rule, RuleKind } from '../rules-api'
import * as m from '../rules-messages'
import { useSaveRules } from '../rules-queries'
import {
  addTier,
  checkTiers,
  MAX_APPROVERS,
  MAX_TIERS,
  removeTier,
  rowsOf,
  type TierErrors,
  type TierProblem,
  type TierRow,
} from '../tiers'
import { formatPaise } from '../../../lib/money/format-paise'
import { parseAmount } from '../../../lib/money/parse-amount'

const PROBLEM: Record<TierProblem, typeof m.upToRequired> = {
  up_to_required: m.upToRequired,
  up_to_invalid: m.upToInvalid,
  not_ascending: m.notAscending,
  senior_needs_approver: m.seniorNeedsApprover,
  approvers_range: m.approversRange,
}

type Props = { kind: RuleKind; rule: Rule; editable: boolean }

/**
 * One kind's tiers as a small table: up to which amount, how many approvers, whether one must
 * be an Owner or Admin. Checked here as the gateway checks them; saved after 'Confirm it's you'.
 */
export function TierEditor({ kind, rule, editable }: Props) {
  const t = useT()
  const [rows, setRows] = useState<TierRow[]>(() => rowsOf(rule.tiers))
  const [errors, setErrors] = useState<TierErrors | null>(null)
  const save = useSaveRules()
  const title = t(kind === 'payout' ? m.payoutTiers : m.refundTiers)
  const id = `tiers-${kind}`

  function change(index: number, patch: Partial<TierRow>) {
    setRows((before) => before.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkTiers(rows)
    if ('errors' in checked) {
      setErrors(checked.errors)
      return
    }
    setErrors(null)
    if (!save.isPending) save.mutate({ kind, tiers: checked.tiers })
  }

  const problem = (index: number, field: 'upTo' | 'approvers' | 'senior') => {
    const found = errors?.rows[index]?.[field]
    return found ? t(PROBLEM[found]) : undefined
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="card space-y-4">
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <p className="mt-1 text-xs text-slate-600">
          {rule.updated_by
            ? t(m.lastChanged, { name: rule.updated_by, at: formatDateTime(rule.updated_at) })
            : t(m.neverChanged)}
        </p>
      </div>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t(m.upTo)}
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t(m.approvers)}
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t(m.senior)}
            </th>
            {editable && <td />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const n = index + 1
            const last = index === rows.length - 1
            const upToError = problem(index, 'upTo')
            const seniorError = problem(index, 'senior')
            const before = rows[index - 1]
            const bound = before ? parseAmount(before.upTo) : null
            return (
              <tr key={index} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2">
                  {last ? (
                    <span className="inline-flex min-h-11 items-center text-slate-900">
                      {bound?.ok
                        ? t(m.above, { amount: formatPaise(bound.paise) })
                        : t(m.anyAmount)}
                    </span>
                  ) : editable ? (
                    <>
                      <input
                        id={`${id}-up-to-${n}`}
                        inputMode="decimal"
                        className="input max-w-40"
                        value={row.upTo}
                        onChange={(e) => change(index, { upTo: e.target.value })}
                        aria-label={t(m.upToFor, { n })}
                        aria-invalid={upToError ? true : undefined}
                        aria-describedby={upToError ? `${id}-up-to-${n}-error` : undefined}
                      />
                      {upToError && (
                        <p id={`${id}-up-to-${n}-error`} className="mt-1 text-xs text-red-700">
                          {upToError}
                        </p>
                      )}
                    </>
                  ) : (
                    <span className="inline-flex min-h-11 items-center tabular-nums">
                      {row.upTo ? formatINR(Number(row.upTo)) : ''}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-2">
                  <select
                    className="input max-w-40"
                    value={row.approvers}
                    disabled={!editable}
                    aria-label={t(m.approversFor, { n })}
                    onChange={(e) => {
                      const approvers = Number(e.target.value)
                      change(index, { approvers, ...(approvers === 0 ? { senior: false } : {}) })
                    }}
                  >
                    {Array.from({ length: MAX_APPROVERS + 1 }, (_, count) => (
                      <option key={count} value={count}>
                        {count === 0 ? t(m.approversNone) : count}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="py-2 pr-2">
                  <input
                    type="checkbox"
                    className="mt-3 size-5"
                    checked={row.senior}
                    disabled={!editable || row.approvers === 0}
                    aria-label={t(m.seniorFor, { n })}
                    aria-invalid={seniorError ? true : undefined}
                    onChange={(e) => change(index, { senior: e.target.checked })}
                  />
                  {seniorError && <p className="mt-1 text-xs text-red-700">{seniorError}</p>}
                </td>
                {editable && (
                  <td className="py-2 text-right">
                    {rows.length > 1 && (
                      <button
                        type="button"
                        className="icon-btn"
                        aria-label={t(m.removeTierFor, { n })}
                        onClick={() => setRows((before) => removeTier(before, index))}
                      >
                        <X aria-hidden="true" className="size-5" />
                      </button>
                    )}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
      {errors?.form && (
        <p role="alert" className="text-sm text-red-700">
          {t(m.tierCount)}
        </p>
      )}
      {editable && (
        <div className="flex flex-wrap justify-between gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={rows.length >= MAX_TIERS}
            onClick={() => setRows(addTier)}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t(m.addTier)}
          </button>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t(save.isPending ? m.saving : m.save)}
          </button>
        </div>
      )}
    </form>
  )
}
