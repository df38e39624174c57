import { useQuery } from '@tanstack/react-query'
import { useT } from '../../../lib/i18n/i18n'
import { useCan } from '../../../lib/session/use-can'
import * as m from '../messages'
import { securityQueryOptions } from '../queries'
import { PasswordSection } from './password-section'
import { PolicySection } from './policy-section'
import { SessionsSection } from './sessions-section'
import { TwoStepSection } from './two-step-section'

/** Settings → Security (product.md §2.16): 2-step, sessions, password, and the owner's policy. */
export function SecurityPage() {
  const t = useT()
  const security = useQuery(securityQueryOptions())
  const owner = useCan('security.policy')

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">{t(m.title)}</h2>
      {security.isPending && <p className="text-sm text-slate-600">{t(m.working)}</p>}
      {security.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t(m.loadFailed)}
        </p>
      )}
      {security.data && (
        <>
          <TwoStepSection twoStep={security.data.two_step} />
          <SessionsSection sessions={security.data.sessions} canSeeEveryone={owner} />
        </>
      )}
      <PasswordSection />
      {owner && security.data && <PolicySection policy={security.data.policy} />}
    </div>
  )
}
