import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  groupName,
  LiveEventStream,
  type PageSignals,
  type PayinEvent,
} from '../../src/lib/payment-watch/live-events'
import type { ChannelLike, LockManagerLike, Sharing } from '../../src/lib/payment-watch/tab-group'
import { setSession } from '../../src/lib/session/session-store'
import { openEventStreams, READY, sse, type FakeStream } from './support/event-stream'
import { setupMswServer } from './support/msw-server'

/**
 * Tabs of one browser sharing one event stream (docs/decisions/046): several LiveEventStreams in
 * one process stand for tabs, with an in-memory Web Locks queue and Node's real BroadcastChannel
 * (which delivers between channel objects of one process, as a browser does between tabs).
 */
const server = setupMswServer()

/** Waits for `check` to hold (with fake timers on, vi.waitFor moves them on as it polls). */
const until = (check: () => boolean, timeout = 2_000) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('condition not met in time')
    },
    { timeout, interval: 5 },
  )

/** Web Locks' exclusive mode: FIFO per name, granted in a later task, withdrawn by a signal. */
function memoryLocks(): LockManagerLike {
  type Waiter = { grant: () => void; signal: AbortSignal }
  const queues = new Map<string, Waiter[]>()
  const held = new Set<string>()
  const next = (name: string) => {
    if (held.has(name)) return
    const waiter = queues.get(name)?.shift()
    if (!waiter) return
    held.add(name)
    setTimeout(waiter.grant, 0)
  }
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          signal,
          grant: () => {
            callback()
              .then(resolve, reject)
              .finally(() => {
                held.delete(name)
                next(name)
              })
          },
        }
        signal.addEventListener('abort', () => {
          const queue = queues.get(name) ?? []
          const index = queue.indexOf(waiter)
          if (index < 0) return
          queue.splice(index, 1)
          reject(new DOMException('The request was aborted.', 'AbortError'))
        })
        queues.set(name, [...(queues.get(name) ?? []), waiter])
        next(name)
      })
    },
  }
}

/** A tab's visibility, switched by the test. */
function fakePage(): PageSignals & { show(visible: boolean): void } {
  let visible = true
  const watchers = new Set<(becameVisible: boolean) => void>()
  return {
    visible: () => visible,
    online: () => true,
    watch(onChange) {
      watchers.add(onChange)
      return () => watchers.delete(onChange)
    },
    show(next) {
      visible = next
      for (const watcher of [...watchers]) watcher(next)
    },
  }
}

type Tab = {
  stream: LiveEventStream
  page: ReturnType<typeof fakePage>
  payins: PayinEvent[]
  resyncs: number
  unsubscribe: () => void
}

let sharing: Sharing
let tabs: Tab[] = []
let connections: FakeStream[] = []

function openTab(): Tab {
  const page = fakePage()
  const stream = new LiveEventStream({
    baseDelayMs: 20,
    maxDelayMs: 80,
    lingerMs: 0,
    sharing,
    page,
  })
  const tab: Tab = { stream, page, payins: [], resyncs: 0, unsubscribe: () => {} }
  tab.unsubscribe = stream.subscribe({
    onPayin: (event) => tab.payins.push(event),
    onResync: () => (tab.resyncs += 1),
  })
  tabs.push(tab)
  return tab
}

/** The page goes away: its lock and channel are gone (the browser releases both). */
function closeTab(tab: Tab) {
  tab.unsubscribe()
  tab.stream.close()
  tabs = tabs.filter((t) => t !== tab)
}

const leaders = () => tabs.filter((t) => t.stream.role === 'leader')
const live = () => connections.filter((c) => !c.closed)
const payin = (id: string) => sse('payin', { transaction_id: id, status: 'success' })

beforeEach(() => {
  setSession('tok_tabs_0123456789abcdef', { id: 7, business_name: 'Acme Stores' })
  sharing = {
    locks: memoryLocks(),
    openChannel: (name) => new NodeBroadcastChannel(name) as unknown as ChannelLike,
  }
  connections = openEventStreams(server, '')
})

afterEach(() => {
  tabs.forEach(closeTab)
  tabs = []
  vi.useRealTimers()
})

describe('tabs of one browser', () => {
  it('share one connection: the leader relays every event, and each tab re-reads once connected', async () => {
    const [a, b, c] = [openTab(), openTab(), openTab()]
    await until(() => connections.length === 1 && leaders().length === 1)
    const leader = leaders()[0]
    expect(connections[0]?.authorization).toBe('Bearer tok_tabs_0123456789abcdef')
    connections[0]?.push(READY)
    await until(() => [a, b, c].every((t) => t.resyncs === 1))
    connections[0]?.push(payin('TXN1') + payin('TXN2'))
    await until(() => [a, b, c].every((t) => t.payins.length === 2))
    expect(c.payins.map((e) => e.transaction_id)).toEqual(['TXN1', 'TXN2'])
    expect(connections).toHaveLength(1)
    expect(tabs.filter((t) => t.stream.role === 'follower')).toHaveLength(2)
    expect(leader?.stream.status).toBe('open')

    // A tab opened later re-reads as soon as the leader tells it the stream is open.
    const d = openTab()
    await until(() => d.resyncs === 1)
    // That `open` went to every tab, after any the leader sent them before: once each, a tab that
    // joined before the stream was ready heard its `ready`, not also `open`.
    expect([a, b, c].map((t) => t.resyncs)).toEqual([1, 1, 1])
    connections[0]?.push(payin('TXN3'))
    await until(() => d.payins.length === 1)
    expect(connections).toHaveLength(1)
  })

  it('hand over at once when the leader closes: the next tab connects and everyone re-reads', async () => {
    const first = openTab()
    const others = [openTab(), openTab()]
    await until(() => connections.length === 1)
    connections[0]?.push(READY)
    await until(() => others.every((t) => t.resyncs === 1))
    expect(first.stream.role).toBe('leader')

    closeTab(first)
    await connections[0]?.aborted
    await until(() => connections.length === 2)
    expect(leaders()).toHaveLength(1)
    // The new leader's stream opens: every remaining tab re-reads what it watches, so a payment
    // made during the hand-over is caught up, then hears what comes next.
    connections[1]?.push(READY + payin('TXN9'))
    await until(() => others.every((t) => t.resyncs === 2 && t.payins.length === 1))
    expect(live()).toHaveLength(1)
  })

  it('a hidden leader hands the stream to a visible tab; a hidden tab takes no part until shown', async () => {
    const first = openTab()
    const second = openTab()
    await until(() => connections.length === 1 && first.stream.role === 'leader')
    connections[0]?.push(READY)
    await until(() => second.resyncs === 1)
    expect(first.resyncs).toBe(1)

    first.page.show(false)
    await connections[0]?.aborted
    expect(first.stream.role).toBe('none')
    await until(() => connections.length === 2 && second.stream.role === 'leader')
    connections[1]?.push(READY + payin('TXN5'))
    await until(() => second.payins.length === 1)

    first.page.show(true)
    await until(() => first.resyncs === 2)
    // The hidden tab is the service worker's: it heard nothing. The leader relayed TXN5 before
    // it told the returning tab the stream is open, so a relay to it would have arrived by now.
    expect(first.payins).toHaveLength(0)
    expect(first.stream.role).toBe('follower')
    connections[1]?.push(payin('TXN6'))
    await until(() => first.payins.length === 1 && second.payins.length === 2)
    expect(live()).toHaveLength(1)
  })

  it('never share across sessions: a new sign-in makes a new group and a new connection', async () => {
    const owner = (token: string, merchantId: number) => ({
      principal: 'owner' as const,
      token,
      scope: String(merchantId),
      merchant: { id: merchantId },
    })
    const other = owner('tok_other_session_987654321', 7)
    const mine = owner('tok_tabs_0123456789abcdef', 7)
    expect(groupName(mine)).not.toBe(groupName(other))
    expect(groupName(mine)).not.toBe(groupName(owner(mine.token, 8)))
    // A paired counter on the same browser never joins the owner's group (decision 049).
    expect(groupName(mine)).not.toBe(
      groupName({ principal: 'device', token: mine.token, scope: 'counter-CTR1' }),
    )
    expect(groupName(mine)).not.toContain(mine.token)

    const [a, b] = [openTab(), openTab()]
    await until(() => connections.length === 1)
    setSession(other.token, other.merchant)
    await connections[0]?.aborted
    await until(() => connections.length === 2)
    expect(connections[1]?.authorization).toBe(`Bearer ${other.token}`)
    // The new session's group is formed: one leader, whose connection is the only one.
    await until(
      () =>
        [a, b]
          .map((t) => t.stream.role)
          .sort()
          .join() === 'follower,leader',
    )
    expect(live()).toHaveLength(1)
  })

  it('back off when the gateway evicts the stream, until a tab is looked at again', async () => {
    // The tabs' timers (reconnect backoff, the eviction's wait) and Date on a fake clock, moved
    // far past every reconnect delay instead of waiting; the channel between tabs stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const first = openTab()
    const second = openTab()
    await until(() => connections.length === 1 && first.stream.role === 'leader')
    connections[0]?.push(READY)
    const reason = { reason: 'merchant_limit', message: 'm', retry_after_ms: 600_000 }
    connections[0]?.push(sse('evicted', reason))
    await connections[0]?.aborted
    await vi.advanceTimersByTimeAsync(60_000)
    // Reconnects are 20–80 ms apart here: none was tried in a minute.
    expect(connections).toHaveLength(1)
    expect(first.stream.status).toBe('evicted')

    // The leader goes away; the tab that takes over knows of the eviction and waits too.
    first.page.show(false)
    await until(() => second.stream.role === 'leader')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(connections).toHaveLength(1)

    // Someone looks at that tab again: it connects, and so the push comes back.
    second.page.show(false)
    second.page.show(true)
    await until(() => connections.length === 2)
    expect(second.stream.role).toBe('leader')
  })

  it('connect one per tab where the browser cannot share', async () => {
    const alone = [0, 1].map(() => {
      const stream = new LiveEventStream({ lingerMs: 0, sharing: null, page: fakePage() })
      const unsubscribe = stream.subscribe({})
      return { stream, unsubscribe }
    })
    await until(() => connections.length === 2)
    expect(alone.map((t) => t.stream.role)).toEqual(['alone', 'alone'])
    alone.forEach((t) => {
      t.unsubscribe()
      t.stream.close()
    })
  })
})
