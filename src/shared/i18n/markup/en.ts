import type { MarkupStrings } from './zh-Hans.ts'

/** Interface strings of the English site that the build writes into pages (same keys as markup/zh-Hans.ts). */
const en: MarkupStrings = {
  copyAria: 'Copy code to clipboard',
  headingLink: 'Direct link to heading',
  headingLinkTo: 'Direct link to {heading}',
  footnotes: 'Footnotes',
  footnoteBack: 'Back to content',
  admonitionNote: 'Note',
  admonitionTip: 'Tip',
  admonitionInfo: 'Info',
  admonitionWarning: 'Warning',
  admonitionDanger: 'Danger',
  baseUrlBannerTitle: 'This site did not load properly.',
  baseUrlBannerReason: 'A very common reason is a wrong site baseUrl configuration.',
  baseUrlBannerCurrent: 'Current configured baseUrl = {baseUrl}',
  baseUrlBannerSuggest: 'We suggest trying baseUrl = {suggested}',
  taskDone: 'Done',
  taskOpen: 'Not done',
}

export default en
