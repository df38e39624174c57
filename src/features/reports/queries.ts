import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { toast } from '../../lib/toast/toast'
import { errorMessage } from '../../lib/http/api-client'
import { saveBlob } from '../../lib/lists/download'
import { t } from '../../lib/i18n/i18n'
import {
  downloadReport,
  ReportDownloadError,
  reportFileName,
  type DownloadProgress,
  type ReportQuery,
} from './api'
import * as m from './messages'

/** product.md §8 report failures: the server's message, else which step failed. */
export function reportErrorMessage(error: unknown): string {
  if (error instanceof ReportDownloadError) return t(m.downloadFailed)
  return errorMessage(error, t(m.generateFailed))
}

/** Download with live progress; the file is saved as soon as the last byte arrives. */
export function useDownloadReport() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const mutation = useMutation({
    mutationFn: async (query: ReportQuery) => {
      setProgress(null)
      const blob = await downloadReport(query, setProgress)
      try {
        saveBlob(blob, reportFileName(query))
      } catch (error) {
        throw new ReportDownloadError(error)
      }
    },
    onSuccess: () => toast.success(t(m.downloaded)),
    onError: (error) => toast.error(reportErrorMessage(error)),
    onSettled: () => setProgress(null),
  })
  return { ...mutation, progress }
}
