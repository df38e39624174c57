import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import Webhook from 'lucide-react/icons/webhook'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { refundsSupportedQueryOptions } from '../../../lib/http/refunds-support'
import type { MessageDescriptor } from '@lingui/core'
import { useT } from '../../../lib/i18n/i18n'
import type { Profile } from '../api'
import * as m from '../messages'
import { useUpdateWebhooks } from '../queries'
import {
  validateWebhookForm,
  webhookFormValues,
  type WebhookField,
  type WebhookFormValues,
} from '../settings-schemas'

/** product.md §9: the events a webhook receives. */
export const WEBHOOK_EVENTS = [
  'payin.success',
  'payin.failed',
  'payin.pending',
  'payin.cancelled',
  'payout.success',
  'payout.failed',
  'payout.pending',
  'payout.queued',
] as const

/** Sent to the payin URL by a gateway with refunds (decision 050). */
export const REFUND_WEBHOOK_EVENTS = [
  'refund.created',
  'refund.processed',
  'refund.failed',
] as const

const FIELDS: Array<{ field: WebhookField; label: MessageDescriptor }> = [
  { field: 'webhook_payin_url', label: m.payinWebhookUrl },
  { field: 'webhook_payout_url', label: m.payoutWebhookUrl },
]

const fieldId = (field: WebhookField) => `settings-${field}`

export function WebhookForm({ profile }: { profile: Profile | undefined }) {
  const [values, setValues] = useState<WebhookFormValues>(() => webhookFormValues(profile))
  const [errors, setErrors] = useState<Partial<Record<WebhookField, string>>>({})
  const update = useUpdateWebhooks()
  const t = useT()
  const refunds = useQuery(refundsSupportedQueryOptions())

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (update.isPending) return
    const result = validateWebhookForm(values)
    if (!result.ok) {
      setErrors(result.errors)
      const first = FIELDS.find(({ field }) => result.errors[field])
      if (first) document.getElementById(fieldId(first.field))?.focus()
      return
    }
    setErrors({})
    update.mutate(result.data)
  }

  return (
    <section aria-labelledby="webhooks-title" className="card">
      <h3 id="webhooks-title" className="flex items-center gap-2 text-lg font-semibold">
        <Webhook aria-hidden="true" className="size-5 text-brand-600" />
        {t(m.webhooksTitle)}
      </h3>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {FIELDS.map(({ field, label }) => (
          <FormField key={field} id={fieldId(field)} label={t(label)} error={errors[field]}>
            <input
              id={fieldId(field)}
              name={field}
              type="url"
              inputMode="url"
              placeholder="https://example.com/webhooks"
              value={values[field]}
              onChange={(e) => {
                setValues((prev) => ({ ...prev, [field]: e.target.value }))
                if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }))
              }}
              className="input font-mono"
              {...fieldErrorProps(fieldId(field), errors[field])}
            />
          </FormField>
        ))}
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={update.isPending}>
            {t(m.updateWebhooks)}
          </button>
        </div>
      </form>
      <div className="mt-5 border-t border-slate-200 pt-4">
        <h4 className="text-sm font-medium text-slate-700">{t(m.webhookEvents)}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {[...WEBHOOK_EVENTS, ...(refunds.data === true ? REFUND_WEBHOOK_EVENTS : [])].map(
            (event) => (
              <li
                key={event}
                className="rounded-md bg-slate-100 px-2 py-1 font-mono text-xs text-slate-800"
              >
                {event}
              </li>
            ),
          )}
        </ul>
      </div>
    </section>
  )
}
