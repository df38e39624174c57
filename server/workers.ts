import type { Deps } from './deps'

export type WorkerOptions = {
  settlementIntervalMs: number
}

export type Workers = { stop(): Promise<void>; wakeWebhooks(): void }

/** Background jobs (filled in with the payin/payout lifecycles). */
export function startWorkers(_deps: Deps, _options: WorkerOptions): Workers {
  return { stop: async () => undefined, wakeWebhooks: () => undefined }
}
