import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../lib/toast/toast'
import { ApiError, errorMessage } from '../../lib/http/api-client'
import { withStepUp } from '../../lib/http/step-up'
import { t } from '../../lib/i18n/i18n'
import { updateStoredMerchant } from '../../lib/session/session-store'
import {
  fetchApiKeys,
  fetchDeliveries,
  fetchProfile,
  redeliver,
  regenerateApiSecret,
  sendTestEvent,
  setWebhookUrls,
  updateProfile,
  type Profile,
  type ProfileUpdate,
  type TestTarget,
  type WebhookDelivery,
  type WebhookUrls,
} from './api'
import * as m from './messages'

export const settingsKeys = {
  all: ['settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  apiKeys: () => [...settingsKeys.all, 'api-keys'] as const,
  deliveries: () => [...settingsKeys.all, 'webhook-deliveries'] as const,
}

/** Older than this, the profile is fetched again before the forms start from it. */
const PROFILE_FRESH_MS = 5_000

export function profileQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.profile(),
    queryFn: fetchProfile,
    staleTime: PROFILE_FRESH_MS,
  })
}

export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.apiKeys(),
    queryFn: fetchApiKeys,
    // Credentials never reach the offline cache (the persister skips persist: false) and leave
    // memory a minute after the screen closes.
    meta: { persist: false },
    gcTime: 60_000,
    // product.md §8: a failed load is silent; asking again would only delay the empty fields.
    retry: false,
  })
}

/** product.md §8 gives fixed failure texts here; only the offline refusal is worth more than that. */
function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'offline' ? error.message : fallback
}

function storeMerchant(profile: Profile) {
  // The header's user menu reads the stored merchant: it changes at once. Fields the response
  // leaves out keep their stored value.
  const { business_name, name, email, show_rates_to_merchant } = profile
  const fields = { business_name, name, email, show_rates_to_merchant }
  updateStoredMerchant(
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  )
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(update),
    onSuccess: (profile) => {
      queryClient.setQueryData(settingsKeys.profile(), profile)
      storeMerchant(profile)
      toast.success(t(m.profileUpdated))
    },
    // The gateway's own words for a refused address ('This email cannot be used', decision 027).
    onError: (error) => toast.error(errorMessage(error, t(m.profileFailed))),
  })
}

export function useUpdateWebhooks() {
  const queryClient = useQueryClient()
  return useMutation({
    // The gateway asks for a fresh 'Confirm it's you' before it changes where events go.
    mutationFn: (urls: WebhookUrls) => withStepUp(() => setWebhookUrls(urls)),
    onSuccess: (profile, urls) => {
      queryClient.setQueryData(
        settingsKeys.profile(),
        (old: Profile | undefined) => profile ?? (old ? { ...old, ...urls } : old),
      )
      toast.success(t(m.webhooksUpdated))
    },
    onError: (error) => toast.error(failure(error, t(m.webhooksFailed))),
  })
}

export function useRegenerateSecret() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => withStepUp(() => regenerateApiSecret()),
    onSuccess: (keys) => {
      queryClient.setQueryData(settingsKeys.apiKeys(), keys)
      toast.success(t(m.secretRegenerated))
      toast.warning(t(m.updateIntegration), { duration: 5000 })
    },
    onError: (error) => toast.error(failure(error, t(m.regenerateFailed))),
  })
}

/** While a delivery is pending (or just queued by Redeliver), the log looks again this often. */
const DELIVERIES_POLL_MS = 2_000

export function deliveriesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.deliveries(),
    queryFn: fetchDeliveries,
    // The log changes with every payment; an old copy from the offline cache would mislead.
    meta: { persist: false },
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.status === 'pending') ? DELIVERIES_POLL_MS : false,
  })
}

export function useRedeliver() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: WebhookDelivery['id']) => redeliver(id),
    onSuccess: () => {
      toast.success(t(m.deliveryQueued))
      return queryClient.invalidateQueries({ queryKey: settingsKeys.deliveries() })
    },
    onError: (error) => toast.error(errorMessage(error, t(m.redeliverFailed))),
  })
}

/** The result is shown beside the button (not a toast): the merchant is waiting for it. */
export function useSendTestEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (target: TestTarget) => sendTestEvent(target),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.deliveries() }),
  })
}
