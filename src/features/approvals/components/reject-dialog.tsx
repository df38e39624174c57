import { useState, type FormEvent } from 'react'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { Modal } from '../../../components/modal'
import { errorMessage } from '../../../lib/http/api-client'
import type { Approval } from '../../../lib/http/approvals-support'
import { useT } from '../../../lib/i18n/i18n'
import { toast } from '../../../lib/toast/toast'
import * as m from '../messages'
import { useReject } from '../queries'

const MAX_REASON = 500

/** 'Reject request': a reason, required, that the person who asked reads. */
export function RejectDialog({
  approval,
  onClose,
}: {
  approval: Approval | null
  onClose: () => void
}) {
  const t = useT()
  return (
    <Modal open={approval !== null} title={t(m.rejectTitle)} onClose={onClose}>
      {approval && <RejectForm key={approval.request_id} approval={approval} onDone={onClose} />}
    </Modal>
  )
}

function RejectForm({ approval, onDone }: { approval: Approval; onDone: () => void }) {
  const t = useT()
  const reject = useReject()
  const [reason, setReason] = useState('')
  const [checked, setChecked] = useState(false)
  const trimmed = reason.trim()
  const problem = !trimmed ? m.reasonRequired : trimmed.length > MAX_REASON ? m.reasonTooLong : null
  const error = checked && problem ? t(problem) : undefined
  const refusal = reject.isError ? errorMessage(reject.error, t(m.rejectFailed)) : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setChecked(true)
    if (problem || reject.isPending) return
    reject.mutate(
      { requestId: approval.request_id, reason: trimmed },
      {
        onSuccess: () => {
          toast.success(t(m.rejected))
          onDone()
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t(m.rejectIntro, { name: approval.maker.name })}</p>
      <FormField id="reject-reason" label={t(m.reason)} error={error} required>
        <textarea
          id="reject-reason"
          value={reason}
          maxLength={MAX_REASON}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          className="input"
          required
          {...fieldErrorProps('reject-reason', error)}
        />
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
        <button
          type="submit"
          className="btn-primary bg-red-700 hover:bg-red-800"
          disabled={reject.isPending}
        >
          {t(reject.isPending ? m.rejecting : m.reject)}
        </button>
      </div>
    </form>
  )
}
