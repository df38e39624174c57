import Download from 'lucide-react/icons/download'
import type { MessageDescriptor } from '@lingui/core'
import { useT } from '../../../lib/i18n/i18n'
import { FILE_FORMATS, type BatchFile, type FileFormat } from '../api'
import { useDownloadBatchFile } from '../queries'

type Props = { file: BatchFile; labels: Record<FileFormat, MessageDescriptor> }

/** One button a format (Excel first, as Reports offers them): a file to keep or to fix. */
export function FileButtons({ file, labels }: Props) {
  const t = useT()
  const download = useDownloadBatchFile()
  return (
    <div className="flex flex-wrap gap-2">
      {FILE_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="btn-secondary"
          disabled={download.isPending}
          onClick={() => download.mutate({ file, format })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t(labels[format])}
        </button>
      ))}
    </div>
  )
}
