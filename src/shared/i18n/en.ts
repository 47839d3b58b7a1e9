import type { UiStrings } from './zh-Hans.ts'

/** Interface strings of the English site (same keys as zh-Hans.ts). */
const en: UiStrings = {
  skipToContent: 'Skip to main content',
  copy: 'Copy',
  copied: 'Copied',
  previous: 'Previous',
  next: 'Next',
  docPagination: 'Docs pages',
  docsSidebar: 'Docs sidebar',
  breadcrumbs: 'Breadcrumbs',
  home: 'Home page',
  onThisPage: 'On this page',
  tocLabel: 'Table of contents',
  lastUpdated: 'Last updated{atDate}{byUser}',
  lastUpdatedAt: ' on {date}',
  lastUpdatedBy: ' by {user}',
  close: 'Close',
  mainNav: 'Main',
  openMenu: 'Open the navigation menu',
  closeMenu: 'Close the navigation menu',
  languages: 'Languages',
  themeToggle: 'Switch between dark and light mode (currently {mode})',
  darkMode: 'dark mode',
  lightMode: 'light mode',
  search: 'Search',
  retry: 'Retry',
  notFoundTitle: 'Page Not Found',
  notFoundLead: 'We could not find what you were looking for.',
  notFoundBody:
    'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  notSavedTitle: 'This page is not saved yet',
  notSavedLead:
    'You are offline and this page is not saved on this device, so it cannot open. Reload once you are online; to read every page offline, choose “Save for offline” at the bottom of the page.',
  pageCrashed: 'This page crashed.',
  tryAgain: 'Try again',
  loading: 'Loading…',
  chunkFailed: 'The page content could not be loaded: {error}',
  announcementClose: 'Close',
  adLabel: 'Advertisement',
  menu: 'Menu',
  announcementLabel: 'Announcement',
  externalLink: '(opens in a new tab)',
  untranslatedNote:
    'This page has not been translated into English yet. Below is the {language} original.',
}

export default en
