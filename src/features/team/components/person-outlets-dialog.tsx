import { useState, type FormEvent } from 'react'
import { Modal } from '../../../components/modal'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import type { OutletsView } from '../../../lib/outlets/use-outlets'
import { toast } from '../../../lib/toast/toast'
import type { Person } from '../api'
import * as m from '../messages'
import { useSetPersonOutlets } from '../queries'
import { OutletLimitField } from './outlet-limit-field'

/** 'Outlets of <name>': limit a person to some outlets, or lift the limit (decision 080). */
export function PersonOutletsDialog({
  person,
  outlets,
  onClose,
}: {
  person: Person | null
  outlets: OutletsView
  onClose: () => void
}) {
  const t = useT()
  return (
    <Modal
      open={person !== null}
      title={person ? t(m.editOutletsFor, { name: person.name }) : ''}
      onClose={onClose}
    >
      {person && (
        <PersonOutletsForm key={person.id} person={person} outlets={outlets} onDone={onClose} />
      )}
    </Modal>
  )
}

function PersonOutletsForm(props: { person: Person; outlets: OutletsView; onDone: () => void }) {
  const { person, outlets, onDone } = props
  const t = useT()
  const save = useSetPersonOutlets()
  const [ids, setIds] = useState<string[]>(person.outlets.map((o) => o.outlet_id))
  const refusal = save.isError ? errorMessage(save.error, t(m.outletsFailed)) : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (save.isPending) return
    save.mutate(
      { id: person.id, outletIds: ids },
      {
        onSuccess: () => {
          toast.success(t(m.outletsSaved, { name: person.name }))
          onDone()
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <OutletLimitField outlets={outlets} value={ids} onChange={setIds} role={person.role} />
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t(m.cancel)}
        </button>
        <button
          type="submit"
          className="btn-primary"
          disabled={save.isPending || person.role === 'owner'}
        >
          {t(save.isPending ? m.saving : m.save)}
        </button>
      </div>
    </form>
  )
}
