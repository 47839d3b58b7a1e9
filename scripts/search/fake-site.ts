import type { SearchIndexBuild } from './build-index.ts'

/** Serves built files to the worker API as a same-origin site would, for the duration of `run`. */
export async function withFakeSite<T>(builds: readonly SearchIndexBuild[], run: () => Promise<T>): Promise<T> {
  const files = new Map<string, string>(builds.flatMap((b) => b.files.map((f) => [`/${f.name}`, f.content] as const)))
  const globals = globalThis as { self?: unknown; fetch: typeof fetch }
  const saved = { self: globals.self, fetch: globals.fetch }
  globals.self = { location: new URL('https://docs.invalid/') }
  globals.fetch = async (input) => {
    const content = files.get(new URL(String(input)).pathname)
    return content === undefined ? new Response('not found', { status: 404 }) : new Response(content, { headers: { 'content-type': 'application/json' } })
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
