#!/usr/bin/env node
// Preflight for tests/server/report-files.test.ts: it opens downloaded reports in LibreOffice Calc
// (headless `soffice --convert-to`), a real spreadsheet client, to check that 12-digit UTRs and
// account numbers, Indian-script names and amounts survive. Exits 1 with install instructions
// when `soffice` is not on PATH (.ci/run installs it), and the same for pdftotext (poppler-utils).
import { spawnSync } from 'node:child_process'

const probe = spawnSync('soffice', ['--version'], { encoding: 'utf8' })
if (probe.status === 0) {
  console.log(`LibreOffice for the report spreadsheet check: ${probe.stdout.trim()}`)
} else {
  console.error(
    [
      'No LibreOffice (soffice) found for the report spreadsheet check.',
      "Install Debian's Calc without a GUI:",
      '  sudo apt-get update && sudo apt-get install -y --no-install-recommends libreoffice-calc-nogui',
    ].join('\n'),
  )
  process.exit(1)
}

// The tax invoice tests read PDFs back with poppler's pdftotext.
const pdftotext = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' })
if (pdftotext.status !== 0 && pdftotext.error) {
  console.error(
    [
      'No pdftotext found for the tax invoice PDF check.',
      "Install Debian's poppler-utils:",
      '  sudo apt-get update && sudo apt-get install -y --no-install-recommends poppler-utils',
    ].join('\n'),
  )
  process.exit(1)
}
