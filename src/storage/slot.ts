/**
 * A string in browser storage under one key, with change listeners. Mirrors the storage wrapper of
 * the theme this site replaces: same-tab writes notify listeners too, storage that cannot be used
 * (private mode, sandboxed iframe, strict privacy settings) degrades to a slot that does nothing,
 * and any use while prerendering throws, because the prerendered HTML must not depend on storage.
 */

export type StoragePersistence = 'localStorage' | 'sessionStorage' | 'none'

export interface StorageSlot {
  get: () => string | null
  set: (value: string) => void
  del: () => void
  /** Calls `onChange` when the value changes, in this tab or another one; returns the unsubscribe. */
  listen: (onChange: (event: StorageEvent) => void) => () => void
}

export interface StorageSlotOptions {
  persistence?: StoragePersistence
}

/** Appended to every key. Empty: the no-flash inline script reads the same bare keys. */
const NAMESPACE = ''

/** A slot that stores nothing: used when browser storage is unavailable. */
export const noopStorageSlot: StorageSlot = {
  get: () => null,
  set: () => {},
  del: () => {},
  listen: () => () => {},
}

function serverStorageSlot(key: string): StorageSlot {
  const fail = (): never => {
    throw new Error(
      `Illegal storage API usage for storage key "${key}".\n` +
        'Storage APIs are not supposed to be called on the server-rendering process.\n' +
        'Please only call storage APIs in effects and event handlers.',
    )
  }
  return { get: fail, set: fail, del: fail, listen: fail }
}

let warned = false

/** The browser's storage object, or null (with one warning per page load) when it cannot be used. */
function browserStorage(persistence: StoragePersistence): Storage | null {
  if (persistence === 'none') return null
  try {
    // Merely reading `window.localStorage` throws when the browser blocks storage.
    return window[persistence]
  } catch (error) {
    if (!warned) {
      warned = true
      console.warn(
        'Browser storage is not available.\n' +
          'Possible reasons: running the site in an iframe, in an incognito browser session, or using too strict browser privacy settings.',
        error,
      )
    }
    return null
  }
}

/**
 * Tells same-tab listeners about a write; the browser only tells other tabs. Skipped when nothing
 * changed, otherwise a listener that writes back what it heard would loop forever.
 */
function notifySameTab(
  storage: Storage,
  key: string,
  oldValue: string | null,
  newValue: string | null,
): void {
  if (oldValue === newValue) return
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      oldValue,
      newValue,
      url: window.location.href,
      storageArea: storage,
    }),
  )
}

/** The slot of `key` (plus the site's storage namespace). Safe to create anywhere; use it only in effects and handlers. */
export function createStorageSlot(key: string, options: StorageSlotOptions = {}): StorageSlot {
  const fullKey = key + NAMESPACE
  if (typeof window === 'undefined') return serverStorageSlot(fullKey)
  const storage = browserStorage(options.persistence ?? 'localStorage')
  if (!storage) return noopStorageSlot
  return {
    get() {
      try {
        return storage.getItem(fullKey)
      } catch (error) {
        console.error(`Storage error, can't get key=${fullKey}`, error)
        return null
      }
    },
    set(value) {
      try {
        const oldValue = storage.getItem(fullKey)
        storage.setItem(fullKey, value)
        notifySameTab(storage, fullKey, oldValue, value)
      } catch (error) {
        console.error(`Storage error, can't set ${fullKey}=${value}`, error)
      }
    },
    del() {
      try {
        const oldValue = storage.getItem(fullKey)
        storage.removeItem(fullKey)
        notifySameTab(storage, fullKey, oldValue, null)
      } catch (error) {
        console.error(`Storage error, can't delete key=${fullKey}`, error)
      }
    },
    listen(onChange) {
      try {
        const listener = (event: StorageEvent) => {
          if (event.storageArea === storage && event.key === fullKey) onChange(event)
        }
        window.addEventListener('storage', listener)
        return () => window.removeEventListener('storage', listener)
      } catch (error) {
        console.error(`Storage error, can't listen for changes of key=${fullKey}`, error)
        return () => {}
      }
    },
  }
}
