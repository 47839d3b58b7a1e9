import type { PageView } from './page-view.ts'

/** Where unsent page views wait (browser storage behind the storage wrapper, or memory). */
export interface QueueStore {
  get(): string | null
  set(value: string): void
  del(): void
}

const MAX = 200

/** Page views that could not be sent (offline), oldest first, capped so storage never fills up. */
export class PageViewQueue {
  constructor(private readonly store: QueueStore) {}

  all(): PageView[] {
    try {
      const parsed: unknown = JSON.parse(this.store.get() ?? '[]')
      return Array.isArray(parsed) ? (parsed as PageView[]) : []
    } catch {
      return []
    }
  }

  push(view: PageView): void {
    this.store.set(JSON.stringify([...this.all(), view].slice(-MAX)))
  }

  replace(views: PageView[]): void {
    if (views.length) this.store.set(JSON.stringify(views.slice(-MAX)))
    else this.store.del()
  }

  clear(): void {
    this.store.del()
  }
}
