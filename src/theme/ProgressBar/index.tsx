import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { createProgress } from './progress.ts'
import { trackNavigation } from './track-navigation.ts'

/** The top progress bar of slow navigations; renders nothing itself. */
export function ProgressBar() {
  const router = useRouter()
  useEffect(() => trackNavigation(router, createProgress()), [router])
  return null
}
