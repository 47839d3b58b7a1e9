// The worker has no localStorage: its few flags live in their own small cache.
const CACHE = 'hcfy-flags'
const key = (name: string) => new URL(`/__hcfy-flag/${name}`, self.location.origin).href

export async function getFlag(name: string): Promise<boolean> {
  const cache = await caches.open(CACHE)
  return !!(await cache.match(key(name)))
}

export async function setFlag(name: string): Promise<void> {
  const cache = await caches.open(CACHE)
  await cache.put(key(name), new Response('1'))
}
