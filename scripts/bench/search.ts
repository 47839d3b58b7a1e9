import type { Figure } from './report.ts'

/** Search figures of a built site (index size, worker and typing latency, first search, relevance). */
export async function measureSearchBench(_dist: string, _origin: string, _runs: number): Promise<Figure[]> {
  return []
}

/** Worker query latency (p95) on a served build, in headless Chromium. */
export async function measureWorkerQueries(_origin: string, _label: string, _budgetMs: number): Promise<Figure[]> {
  return []
}
