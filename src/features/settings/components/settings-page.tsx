import { useQuery } from '@tanstack/react-query'
import { PageSpinner } from '../../../components/spinner'
import { useT } from '../../../lib/i18n/i18n'
import { useCan } from '../../../lib/session/use-can'
import * as m from '../messages'
import { profileQueryOptions } from '../queries'
import { ApiCredentials } from './api-credentials'
import { ProfileForm } from './profile-form'
import { WebhookDeliveries } from './webhook-deliveries'
import { WebhookForm } from './webhook-form'

/** product.md §2 Settings. A failed profile load is silent (product.md §8): the forms start empty. */
export function SettingsPage() {
  const profile = useQuery(profileQueryOptions())
  const t = useT()
  // The keys and the webhooks are the developer's (keys.manage, webhooks.manage).
  const canKeys = useCan('keys.manage')
  const canWebhooks = useCan('webhooks.manage')

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold text-slate-900">{t(m.title)}</h2>
      {profile.isPending ? (
        <PageSpinner />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <ProfileForm profile={profile.data} />
          </div>
          {canKeys && <ApiCredentials />}
          {canWebhooks && <WebhookForm profile={profile.data} />}
          {canWebhooks && <WebhookDeliveries />}
        </div>
      )}
    </div>
  )
}
