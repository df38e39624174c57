import { Modal } from '../../../components/modal'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { toast } from '../../../lib/toast/toast'
import type { Person } from '../api'
import * as m from '../messages'
import { useDeactivatePerson } from '../queries'

/** 'Deactivate {name}?': says their sessions end now, then does it on confirm. */
export function DeactivateDialog({
  person,
  onClose,
}: {
  person: Person | null
  onClose: () => void
}) {
  const t = useT()
  const deactivate = useDeactivatePerson()
  const refusal = deactivate.isError ? errorMessage(deactivate.error, t(m.deactivateFailed)) : null

  function close() {
    deactivate.reset()
    onClose()
  }

  return (
    <Modal
      open={person !== null}
      title={person ? t(m.deactivateTitle, { name: person.name }) : ''}
      onClose={close}
    >
      {person && (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{t(m.deactivateBody)}</p>
          {refusal && (
            <p role="alert" className="text-sm text-red-700">
              {refusal}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={close}>
              {t(m.cancel)}
            </button>
            <button
              type="button"
              className="btn-primary bg-red-700 hover:bg-red-800"
              disabled={deactivate.isPending}
              onClick={() =>
                deactivate.mutate(person.id, {
                  onSuccess: () => {
                    toast.success(t(m.deactivated, { name: person.name }))
                    close()
                  },
                })
              }
            >
              {t(deactivate.isPending ? m.deactivating : m.deactivate)}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}
