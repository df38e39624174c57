import { useState, type FormEvent } from 'react'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { Modal } from '../../../components/modal'
import { roleLabel } from '../role-label'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { ROLES } from '../../../lib/session/permissions'
import { toast } from '../../../lib/toast/toast'
import * as m from '../messages'
import { useInvitePerson } from '../queries'
import type { OutletsView } from '../../../lib/outlets/use-outlets'
import { OutletLimitField } from './outlet-limit-field'

// A light check: the gateway validates the address and sends the mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// Invited as Viewer unless chosen otherwise: the role that can change nothing.
const DEFAULT_ROLE = 'viewer'

type Errors = { name?: string; email?: string }

/** 'Invite a person': their name, email and role; the gateway mails them a link. */
export function InviteDialog({
  open,
  outlets,
  onClose,
}: {
  open: boolean
  outlets: OutletsView
  onClose: () => void
}) {
  const t = useT()
  return (
    <Modal open={open} title={t(m.invite)} onClose={onClose}>
      {open && <InviteForm outlets={outlets} onDone={onClose} />}
    </Modal>
  )
}

function InviteForm({ outlets, onDone }: { outlets: OutletsView; onDone: () => void }) {
  const t = useT()
  const invite = useInvitePerson()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState(DEFAULT_ROLE)
  const [outletIds, setOutletIds] = useState<string[]>([])
  const [errors, setErrors] = useState<Errors>({})
  const refusal = invite.isError ? errorMessage(invite.error, t(m.inviteFailed)) : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (invite.isPending) return
    const next: Errors = {}
    if (!name.trim()) next.name = t(m.nameRequired)
    if (!EMAIL.test(email.trim())) next.email = t(m.emailInvalid)
    setErrors(next)
    const first = next.name ? 'invite-name' : next.email ? 'invite-email' : null
    if (first) {
      document.getElementById(first)?.focus()
      return
    }
    const address = email.trim()
    invite.mutate(
      {
        name: name.trim(),
        email: address,
        role,
        ...(outletIds.length > 0 && role !== 'owner' ? { outlet_ids: outletIds } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t(m.invited, { email: address }))
          onDone()
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t(m.inviteIntro)}</p>
      <FormField id="invite-name" label={t(m.name)} error={errors.name} required>
        <input
          id="invite-name"
          value={name}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
          className="input"
          {...fieldErrorProps('invite-name', errors.name)}
        />
      </FormField>
      <FormField id="invite-email" label={t(m.email)} error={errors.email} required>
        <input
          id="invite-email"
          type="email"
          value={email}
          autoComplete="off"
          onChange={(e) => setEmail(e.target.value)}
          className="input"
          {...fieldErrorProps('invite-email', errors.email)}
        />
      </FormField>
      <FormField id="invite-role" label={t(m.role)}>
        <select
          id="invite-role"
          value={role}
          onChange={(e) => setRole(e.target.value)}
          className="input"
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
      </FormField>
      {outlets.many && (
        <OutletLimitField outlets={outlets} value={outletIds} onChange={setOutletIds} role={role} />
      )}
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={invite.isPending}>
          {t(invite.isPending ? m.sending : m.send)}
        </button>
      </div>
    </form>
  )
}
