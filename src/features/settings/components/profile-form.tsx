import { useState, type FormEvent } from 'react'
import Building2 from 'lucide-react/icons/building-complex'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import type { MessageDescriptor } from '@lingui/core'
import { useT } from '../../../lib/i18n/i18n'
import { useCan } from '../../../lib/session/use-can'
import type { Profile } from '../api'
import * as m from '../messages'
import { useUpdateProfile } from '../queries'
import {
  PROFILE_FIELDS,
  profileFormValues,
  profileHasGst,
  profileUpiVpa,
  validateProfileForm,
  type ProfileField,
  type ProfileFormValues,
} from '../settings-schemas'

const fieldId = (field: ProfileField) => `profile-${field}`

const FIELDS: Array<{
  field: ProfileField
  label: MessageDescriptor
  type: string
  autoComplete: string
}> = [
  { field: 'business_name', label: m.businessName, type: 'text', autoComplete: 'organization' },
  { field: 'email', label: m.email, type: 'email', autoComplete: 'email' },
  { field: 'phone', label: m.phone, type: 'tel', autoComplete: 'tel' },
  { field: 'website', label: m.website, type: 'url', autoComplete: 'url' },
]

/** product.md §2 Business Profile. Mounted once the profile is known, so it starts from it. */
export function ProfileForm({ profile }: { profile: Profile | undefined }) {
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile))
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({})
  const update = useUpdateProfile()
  const t = useT()
  // A role without profile.update sees the profile, and cannot change it.
  const canEdit = useCan('profile.update')
  const upiVpa = profileUpiVpa(profile)
  const hasGst = profileHasGst(profile)
  // A GSTIN names its state (its first two digits): the State follows it.
  const gstin = (values.gstin ?? '').trim()
  const gstinState = /^[0-9]{2}/.test(gstin) ? gstin.slice(0, 2) : ''

  function set(field: ProfileField, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }))
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (update.isPending) return
    const result = validateProfileForm(values)
    if (!result.ok) {
      setErrors(result.errors)
      const first = PROFILE_FIELDS.find((field) => result.errors[field])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    setErrors({})
    const { gstin: given, state, ...rest } = result.data
    update.mutate(
      hasGst
        ? { ...rest, gstin: given ?? '', state: given ? given.slice(0, 2) : (state ?? '') }
        : rest,
    )
  }

  return (
    <section aria-labelledby="profile-title" className="card">
      <h3 id="profile-title" className="flex items-center gap-2 text-lg font-semibold">
        <Building2 aria-hidden="true" className="size-5 text-brand-600" />
        {t(m.profileTitle)}
      </h3>
      <form onSubmit={onSubmit} noValidate className="mt-4">
        <fieldset disabled={!canEdit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(({ field, label, type, autoComplete }) => (
              <FormField key={field} id={fieldId(field)} label={t(label)} error={errors[field]}>
                <input
                  id={fieldId(field)}
                  name={field}
                  type={type}
                  autoComplete={autoComplete}
                  value={values[field]}
                  onChange={(e) => set(field, e.target.value)}
                  className="input"
                  {...fieldErrorProps(fieldId(field), errors[field])}
                />
              </FormField>
            ))}
            {upiVpa && (
              <FormField id="profile-upi_vpa" label={t(m.upiId)} hint={t(m.upiIdHint)}>
                <input
                  id="profile-upi_vpa"
                  readOnly
                  value={upiVpa}
                  className="input bg-slate-50 font-mono"
                  aria-describedby="profile-upi_vpa-hint"
                />
              </FormField>
            )}
          </div>
          <FormField id={fieldId('address')} label={t(m.address)} error={errors.address}>
            <textarea
              id={fieldId('address')}
              name="address"
              rows={3}
              autoComplete="street-address"
              value={values.address}
              onChange={(e) => set('address', e.target.value)}
              className="input"
            />
          </FormField>
          {hasGst && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={fieldId('gstin')}
                label={t(m.gstin)}
                error={errors.gstin}
                hint={t(m.gstinHint)}
              >
                <input
                  id={fieldId('gstin')}
                  name="gstin"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={15}
                  value={values.gstin ?? ''}
                  onChange={(e) => set('gstin', e.target.value.toUpperCase())}
                  className="input font-mono uppercase"
                  aria-describedby={`${fieldId('gstin')}-hint`}
                  {...fieldErrorProps(fieldId('gstin'), errors.gstin)}
                />
              </FormField>
              <FormField
                id={fieldId('state')}
                label={t(m.state)}
                hint={gstinState ? t(m.stateFromGstin) : t(m.stateHint)}
              >
                <select
                  id={fieldId('state')}
                  name="state"
                  value={gstinState || (values.state ?? '')}
                  disabled={gstinState !== ''}
                  onChange={(e) => set('state', e.target.value)}
                  className="input"
                  aria-describedby={`${fieldId('state')}-hint`}
                >
                  <option value="">{t(m.stateNotGiven)}</option>
                  {m.GST_STATES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {t(m.stateOption, { name: t(name), code })}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
          )}
          {canEdit && (
            <div className="flex justify-end">
              <button type="submit" className="btn-primary" disabled={update.isPending}>
                {t(m.saveProfile)}
              </button>
            </div>
          )}
        </fieldset>
      </form>
    </section>
  )
}
