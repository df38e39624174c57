import { useId, useState, type DragEvent } from 'react'
import { Link } from '@tanstack/react-router'
import Upload from 'lucide-react/icons/upload'
import { errorMessage } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { DuplicateFileError, XLSX_TYPE, type Batch } from '../api'
import { batchParams } from '../links'
import * as m from '../messages'
import { useUploadBatch } from '../queries'
import { FileButtons } from './file-buttons'
import { RecentBatches } from './recent-batches'
import { UploadResult } from './upload-result'

// The gateway's own limits (docs/api-contract.md "Payout batches"): refused here before the wait.
const MAX_BYTES = 5 * 1024 * 1024
// eslint-disable-next-line lingui/no-unlocalized-strings -- the picker's file types, not words
const ACCEPT = ['.csv', '.xlsx', 'text/csv', XLSX_TYPE].join(',')
const isSheet = (file: File) => /\.(csv|xlsx)$/i.test(file.name)

type Props = { onSubmitted: (batch: Batch) => void }

/** Payouts → Upload file: the template, the file, the check's result, the recent batches. */
export function UploadPage({ onSubmitted }: Props) {
  const t = useT()
  const inputId = useId()
  const upload = useUploadBatch()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [checked, setChecked] = useState<Batch | null>(null)

  function choose(next: File | undefined) {
    upload.reset()
    setChecked(null)
    if (!next) return setFile(null)
    setFile(next)
    setProblem(!isSheet(next) ? t(m.wrongType) : next.size > MAX_BYTES ? t(m.tooLarge) : null)
  }

  function send() {
    if (!file || problem) return
    upload.mutate(file, { onSuccess: setChecked })
  }

  function drop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer.files[0])
  }

  const duplicate = upload.error instanceof DuplicateFileError ? upload.error : null
  const failure = upload.error && !duplicate ? errorMessage(upload.error, t(m.uploadFailed)) : null

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Link to="/payouts" className="text-sm text-blue-700 underline">
          {t(m.backToPayouts)}
        </Link>
        <h2 className="text-2xl font-semibold text-slate-900">{t(m.title)}</h2>
        <p className="text-slate-700">{t(m.intro)}</p>
      </div>

      <section aria-labelledby="batch-template" className="card space-y-3 p-4 sm:p-6">
        <h3 id="batch-template" className="text-lg font-semibold text-slate-900">
          {t(m.templateHeading)}
        </h3>
        <p className="text-sm text-slate-700">{t(m.templateHelp)}</p>
        <FileButtons
          file={{ kind: 'template' }}
          labels={{ xlsx: m.templateXlsx, csv: m.templateCsv }}
        />
      </section>

      <section aria-labelledby="batch-file" className="card space-y-3 p-4 sm:p-6">
        <h3 id="batch-file" className="text-lg font-semibold text-slate-900">
          {t(m.fileHeading)}
        </h3>
        <div
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={`rounded-lg border-2 border-slate-300 p-6 text-center ${dragging ? 'bg-blue-50 ring-2 ring-blue-300' : ''}`}
        >
          <label htmlFor={inputId} className="btn-secondary cursor-pointer">
            {t(m.chooseFile)}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0])
              // The same file picked again (fixed and saved under its name) is a new choice.
              event.target.value = ''
            }}
          />
          <p className="mt-2 text-sm text-slate-600">{t(m.dropHint)}</p>
          {file && (
            <p className="mt-2 text-sm font-medium break-all text-slate-800">
              {t(m.chosenFile, { name: file.name })}
            </p>
          )}
        </div>
        <div aria-live="polite">
          {problem && <p className="text-sm text-red-800">{problem}</p>}
          {failure && <p className="text-sm text-red-800">{failure}</p>}
          {duplicate && (
            <p className="text-sm text-red-800">
              {t(m.duplicate, { batchId: duplicate.batchId })}{' '}
              <Link
                to="/payouts/$"
                params={batchParams(duplicate.batchId)}
                className="text-blue-700 underline"
              >
                {t(m.openEarlier, { batchId: duplicate.batchId })}
              </Link>
            </p>
          )}
        </div>
        <button
          type="button"
          className="btn-primary"
          disabled={!file || problem !== null || upload.isPending}
          onClick={send}
        >
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? t(m.uploading) : t(m.upload)}
        </button>
      </section>

      {checked && (
        <UploadResult
          key={checked.batch_id}
          batch={checked}
          onSubmitted={onSubmitted}
          onDiscarded={() => {
            setChecked(null)
            setFile(null)
          }}
        />
      )}

      <RecentBatches />
    </div>
  )
}
