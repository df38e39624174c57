#!/usr/bin/env node
// Preflight for the end-to-end tests (`npm run test:e2e`): they drive a real, system-installed
// Chromium through playwright-core (never `playwright install`). Uses CHROME_PATH when it is set
// (the e2e harness launches exactly that path), else /usr/bin/chromium; exits 1 with install
// instructions when that is not an executable file.
import { accessSync, constants, statSync } from 'node:fs'

const candidates = process.env.CHROME_PATH ? [process.env.CHROME_PATH] : ['/usr/bin/chromium']

function isExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

const found = candidates.find(isExecutable)

if (found) {
  console.log(`Chromium for the end-to-end tests: ${found}`)
} else {
  const tried = candidates.join(', ')
  console.error(
    [
      `No Chromium found for the end-to-end tests (looked at ${tried}).`,
      'Install Debian/Ubuntu Chromium:',
      '  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROME_PATH at an existing Chromium/Chrome binary:',
      '  CHROME_PATH=/path/to/chromium npm test',
    ].join('\n'),
  )
  process.exit(1)
}
