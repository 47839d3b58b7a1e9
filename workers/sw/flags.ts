// The worker has no localStorage: its few settings live in their own small cache.
const CACHE = 'hcfy-flags'
const key = (name: string) => new URL(`/__hcfy-flag/${name}`, self.location.origin).href

/** A stored setting, or null when it was never set. */
export async function getSetting(name: string): Promise<string | null> {
  const cache = await caches.open(CACHE)
  const stored = await cache.match(key(name))
  return stored ? stored.text() : null
}

export async function setSetting(name: string, value: string): Promise<void> {
  const cache = await caches.open(CACHE)
  await cache.put(key(name), new Response(value))
}
