/**
 * A Playwright trace of every failed e2e test: each context the suite opens records one (the
 * page before and after every action as a DOM snapshot, the network, the console), a chunk per
 * test. When the test fails, its chunks are written to .tmp/traces/<file>/<test>.zip (git-ignored)
 * and their paths added to the failure's message; when it passes they are dropped. How to open
 * one: README.md, "Two commands".
 *
 * traceFailures() registers the hooks (setupE2ESuite does, for every e2e file) and returns
 * track(context), which the suite calls for each context it opens.
 */
import { mkdirSync, rmSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach } from 'vitest'
import type { BrowserContext } from 'playwright-core'

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const TRACE_DIR = join(REPO_ROOT, '.tmp', 'traces')

type CurrentTest = { name: string; dir: string; written: string[] }

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)

export function traceFailures(): { track(context: BrowserContext): Promise<void> } {
  const open = new Set<BrowserContext>()
  let current: CurrentTest | null = null

  const nextPath = (test: CurrentTest) => {
    const n = test.written.length
    const path = join(test.dir, `${slug(test.name)}${n === 0 ? '' : `-${n + 1}`}.zip`)
    test.written.push(path)
    return path
  }

  beforeEach(async ({ task }) => {
    const name = task.fullTestName
    current = { name, dir: join(TRACE_DIR, basename(task.file.name, '.test.ts')), written: [] }
    // Contexts opened before this test (in beforeAll, or a context tests share): a new chunk.
    for (const context of open) await context.tracing.startChunk({ title: name })
  })

  afterEach(async ({ task }) => {
    const test = current
    current = null
    if (!test) return
    const failed = task.result?.state === 'fail'
    for (const context of open) {
      if (failed) mkdirSync(test.dir, { recursive: true })
      await context.tracing
        .stopChunk(failed ? { path: nextPath(test) } : {})
        .catch((error: Error) => console.error(`no trace of a context: ${error.message}`))
    }
    if (!failed) {
      for (const path of test.written) rmSync(path, { force: true })
      return
    }
    if (test.written.length === 0) return
    // Said with the failure itself, where the reporter prints it (the test is over: vitest
    // refuses an annotation now), and on stderr.
    const paths = test.written.map((path) => relative(REPO_ROOT, path)).join(', ')
    const note = `Playwright trace: ${paths} (to open it: README.md, "Two commands")`
    const error = task.result?.errors?.[0]
    if (error) error.message = `${error.message}\n\n${note}`
    console.error(note)
  })

  return {
    async track(context) {
      // DOM snapshots, not screenshots: the viewer draws each action's page from its snapshot,
      // and the screencast behind screenshots made a test file ~40 % slower here.
      await context.tracing.start({ title: current?.name, snapshots: true })
      open.add(context)
      context.on('close', () => open.delete(context))
      // Closing a context discards its trace: a test that closes one (most do, at their end)
      // writes its chunk first, kept if the test then fails and removed if it passes.
      const close = context.close.bind(context)
      context.close = async (options) => {
        const test = current
        if (open.delete(context) && test) {
          mkdirSync(test.dir, { recursive: true })
          await context.tracing.stopChunk({ path: nextPath(test) }).catch(() => undefined)
        }
        return close(options)
      }
    },
  }
}
