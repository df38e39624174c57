import { CSV_BOM, csvLines } from './csv'

/*
 * A CSV file streamed batch by batch: the UTF-8 byte-order mark, the header, then the rows as
 * the pull asks for them, through the reports' one CSV writer (quoting and formula
 * neutralisation). The files for software: exact values, codes not words (decision 055).
 */
export function csvFile(
  header: readonly string[],
  next: () => (string | number | null)[][],
  newline = '\n',
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const batch = next()
        let chunk = started ? '' : CSV_BOM + csvLines([header], newline)
        started = true
        if (batch.length > 0) chunk += csvLines(batch, newline)
        if (chunk) controller.enqueue(encoder.encode(chunk))
        if (batch.length === 0) controller.close()
      },
    },
    { highWaterMark: 1 },
  )
}
