import { useState, type FormEvent } from 'react'
import { FormField } from '../../../components/form-field'
import { Modal } from '../../../components/modal'
import { roleLabel } from '../../../components/role-label'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { ROLES } from '../../../lib/session/permissions'
import { toast } from '../../../lib/toast/toast'
import type { Person } from '../api'
import * as m from '../messages'
import { useChangeRole } from '../queries'

/**
 * 'Change role': a new role, then confirm. The gateway may first ask the person to confirm it is
 * them (step-up, queries.ts withStepUp); it also refuses to leave the business without an
 * active Owner, in its own words.
 */
export function ChangeRoleDialog({
  person,
  onClose,
}: {
  person: Person | null
  onClose: () => void
}) {
  const t = useT()
  return (
    <Modal open={person !== null} title={t(m.changeRole)} onClose={onClose}>
      {person && <ChangeRoleForm key={person.id} person={person} onDone={onClose} />}
    </Modal>
  )
}

function ChangeRoleForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const t = useT()
  const change = useChangeRole()
  const [role, setRole] = useState(person.role)
  const refusal = change.isError ? errorMessage(change.error, t(m.changeRoleFailed)) : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (change.isPending) return
    if (role === person.role) {
      onDone()
      return
    }
    change.mutate(
      { id: person.id, role },
      {
        onSuccess: () => {
          toast.success(t(m.roleChanged, { name: person.name, role: roleLabel(role) }))
          onDone()
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t(m.changeRoleIntro, { name: person.name })}</p>
      <FormField id="change-role" label={t(m.newRole)}>
        <select
          id="change-role"
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
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t(m.cancel)}
        </button>
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {t(change.isPending ? m.saving : m.changeRole)}
        </button>
      </div>
    </form>
  )
}
