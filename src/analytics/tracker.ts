import type { PageView } from './page-view.ts'
import { PageViewQueue, type QueueStore } from './queue.ts'

export type Send = (views: PageView[]) => Promise<void>

/** POSTs page views as JSON; rejects when the network or the endpoint fails. */
export function httpSender(endpoint: string): Send {
  return async (views) => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(views.length === 1 ? views[0] : views),
      keepalive: true,
      credentials: 'omit',
    })
    if (!res.ok) throw new Error(`analytics endpoint answered ${res.status}`)
  }
}

/**
 * Sends a page view, or queues it when sending fails (offline); queued views go out, in order and
 * one request each, the next time sending works.
 */
export class PageViewTracker {
  private readonly queue: PageViewQueue
  private flushing: Promise<void> | null = null

  constructor(
    private readonly send: Send,
    store: QueueStore,
  ) {
    this.queue = new PageViewQueue(store)
  }

  async track(view: PageView): Promise<void> {
    this.queue.push(view)
    // A send under way may fail (the endpoint was down when it left, and is back now): its flush then
    // stops and would leave this view queued until the next one. So this view gets an attempt of its
    // own once that flush ends; one that succeeds sends it on the way, and this one finds nothing.
    await this.flushing
    await this.flush()
  }

  /**
   * Sends everything queued, views queued while it sends included; stops at the first failure and
   * keeps the rest. The queue is read again after each send, never from a copy taken before it:
   * a view tracked during a send would otherwise be written over.
   */
  flush(): Promise<void> {
    this.flushing ??= (async () => {
      try {
        let next = this.queue.all()[0]
        while (next) {
          await this.send([next])
          const rest = this.queue.all()
          // The cap may have dropped the sent view already, when many were tracked during the send.
          this.queue.replace(
            rest.length && JSON.stringify(rest[0]) === JSON.stringify(next) ? rest.slice(1) : rest,
          )
          next = this.queue.all()[0]
        }
      } catch {
        // Offline or endpoint down: the views stay queued for the next attempt.
      } finally {
        this.flushing = null
      }
    })()
    return this.flushing
  }
}
