/** Saves a Blob as a file through a temporary object URL (no page freeze for large files). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoke on the next task: Chromium starts the download from the click synchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function saveText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName)
}
