/**
 * The bench's baseline (docs/decisions/066): another git ref of this repository, exported with
 * `git archive` into os.tmpdir(), built there with this repo's node_modules (a symlink: no
 * install) and served by its own gateway on another port, so Lighthouse can measure it and the
 * current build alternately in one run. A figure taken on a shared machine moves with the load;
 * the difference between two builds measured side by side, run after run, does not.
 *
 * BENCH_BASELINE picks the ref; `off` (or `none`) measures the current build alone. Without it:
 * the newest tag; else the merge base with main when it is not HEAD (a branch against what it
 * forked from); else DEFAULT_BASELINE, the last release before the Hindi, refunds and accountant
 * work. The export and its build are kept per commit (mp-bench-baseline-<sha>), so a second run
 * starts at once; delete the folder to rebuild it.
 *
 * Limitation: the baseline runs with today's packages. That holds while the baseline's
 * package.json only lacks packages added since (true of ad18c46); a baseline that pins other
 * versions of a shared package is built with the newer ones.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT, startSandbox, type Sandbox } from '../tests/e2e/support/sandbox'

export const DEFAULT_BASELINE = 'ad18c46'

export type Baseline = { ref: string; sha: string; sandbox: Sandbox }

function git(args: string[]): string | null {
  const run = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' })
  return run.status === 0 ? run.stdout.trim() : null
}

/** The ref to compare with, or null when BENCH_BASELINE turns the comparison off. */
export function baselineRef(): string | null {
  const chosen = process.env.BENCH_BASELINE?.trim()
  if (chosen === 'off' || chosen === 'none') return null
  if (chosen) return chosen
  const tag = git(['describe', '--tags', '--abbrev=0'])
  if (tag) return tag
  const head = git(['rev-parse', 'HEAD'])
  const base = git(['merge-base', 'HEAD', 'main'])
  if (base && base !== head) return base
  return DEFAULT_BASELINE
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
}

/** Exports and builds `ref` (once per commit), then starts its gateway serving its build. */
export async function startBaseline(ref: string): Promise<Baseline> {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`])
  if (!sha) throw new Error(`BENCH_BASELINE: no commit '${ref}' in this repository`)
  const root = join(tmpdir(), `mp-bench-baseline-${sha.slice(0, 12)}`)
  const dist = join(root, 'dist')
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`Baseline ${ref} (${sha.slice(0, 7)}): exporting and building in ${root}…`)
    rmSync(root, { recursive: true, force: true })
    mkdirSync(root, { recursive: true })
    // `git archive | tar -x`: the ref's tracked files only, without touching this worktree.
    const archive = spawnSync('sh', ['-c', `git archive ${sha} | tar -x -C '${root}'`], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    })
    if (archive.status !== 0) throw new Error(`git archive ${sha} failed`)
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir')
    run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], root)
  }
  // A kept build whose link to the packages was cleaned away meanwhile: its gateway needs them.
  if (!existsSync(join(root, 'node_modules'))) {
    rmSync(join(root, 'node_modules'), { force: true })
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir')
  }
  const sandbox = await startSandbox({ root, env: { DIST_DIR: dist } })
  console.error(`Baseline ${ref} (${sha.slice(0, 7)}) on ${sandbox.url}`)
  return { ref, sha, sandbox }
}
