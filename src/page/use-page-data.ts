import { useLoaderData } from '@tanstack/react-router'
import type { PageData, PageKind } from '../shared/content/types.ts'
import { useMarkHydrated } from './use-mark-hydrated.ts'

/** Loader data of the current route, narrowed to the page kind its component renders. */
export function usePageData<K extends PageKind>(kind: K): Extract<PageData, { kind: K }> {
  const data = useLoaderData({ strict: false }) as PageData
  useMarkHydrated()
  if (data.kind !== kind) throw new Error(`expected a ${kind} page, got ${data.kind}`)
  return data as Extract<PageData, { kind: K }>
}
