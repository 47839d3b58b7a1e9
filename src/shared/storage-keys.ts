/**
 * Keys of everything the site keeps in browser storage. The no-flash inline script reads the same
 * keys as the app, so they live in one place.
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementId: 'announcement.id',
  announcementDismiss: 'announcement.dismiss',
  recentSearches: 'search.recent',
  offlineReadyShown: 'pwa.offline-ready-shown',
  offlineQuotaShown: 'pwa.offline-quota-shown',
  analyticsQueue: 'analytics.queue',
} as const
