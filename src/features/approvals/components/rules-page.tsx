import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { useCan } from '../../../lib/session/use-can'
import { RULE_KINDS } from '../rules-api'
import * as m from '../rules-messages'
import { rulesQueryOptions } from '../rules-queries'
import { TierEditor } from './tier-editor'

/**
 * Settings → Approvals (product.md §2.19): the payout and refund tiers. Everyone with
 * approvals.read sees them; an Owner or Admin (approvals.manage) changes them.
 */
export function RulesPage() {
  const t = useT()
  const rules = useQuery(rulesQueryOptions())
  const editable = useCan('approvals.manage')
  return (
    <section aria-labelledby="rules-title" className="space-y-4">
      <div>
        <h2 id="rules-title" className="text-2xl font-semibold text-slate-900">
          {t(m.rulesTitle)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t(m.rulesIntro)}</p>
        {!editable && <p className="mt-1 text-sm text-slate-700">{t(m.readOnly)}</p>}
      </div>
      {rules.isPending ? (
        <p className="text-sm text-slate-600">{t(m.loading)}</p>
      ) : rules.data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {RULE_KINDS.map((kind) => (
            <TierEditor
              // A save (or another person's) draws the editor afresh from what the gateway kept.
              key={`${kind}-${rules.data[kind].updated_at ?? ''}`}
              kind={kind}
              rule={rules.data[kind]}
              editable={editable}
            />
          ))}
        </div>
      ) : (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(rules.error, t(m.loadFailed))}
        </p>
      )}
    </section>
  )
}
