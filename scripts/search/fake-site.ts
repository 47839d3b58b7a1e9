import type { SearchIndexBuild } from './build-index.ts'

/**
 * Serves built search files, and the pages' data chunks (path under the site root → content), to
 * the worker API as a same-origin site would, for the duration of `run`.
 */
export async function withFakeSite<T>(
  builds: readonly SearchIndexBuild[],
  run: () => Promise<T>,
  chunks: ReadonlyMap<string, string> = new Map(),
): Promise<T> {
  const files = new Map<string, { content: string; type: string }>([
    ...builds.flatMap((b) =>
      b.files.map((f) => [`/${f.name}`, { content: f.content, type: 'application/json' }] as const),
    ),
    ...[...chunks].map(
      ([name, content]) => [`/${name}`, { content, type: 'text/javascript' }] as const,
    ),
  ])
  const globals = globalThis as { self?: unknown; fetch: typeof fetch }
  const saved = { self: globals.self, fetch: globals.fetch }
  globals.self = { location: new URL('https://docs.invalid/') }
  globals.fetch = async (input) => {
    const file = files.get(new URL(String(input)).pathname)
    return file === undefined
      ? new Response('not found', { status: 404 })
      : new Response(file.content, { headers: { 'content-type': file.type } })
  }
  try {
    // Node sets up its fetch machinery on first use (~20 ms): not the worker's cost.
    await (await globals.fetch('https://docs.invalid/warm-up')).text()
    return await run()
  } finally {
    globals.self = saved.self
    globals.fetch = saved.fetch
  }
}
