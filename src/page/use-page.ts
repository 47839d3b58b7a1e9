import { useMatches } from '@tanstack/react-router'
import type { PageData } from '../shared/content/types.ts'

/** Data of the page being shown, or undefined on the not-found page. */
export function usePage(): PageData | undefined {
  return useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const data = matches[i]!.loaderData as PageData | undefined
        if (data && typeof data === 'object' && 'kind' in data) return data
      }
      return undefined
    },
  })
}
