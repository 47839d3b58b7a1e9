/**
 * Interface strings of the Chinese site that the build writes into the HTML of pages (heading
 * links, admonition titles, footnotes, the code copy button's label, task list boxes, the base URL
 * banner). The browser never reads them, so no download holds this file. Every key must exist in
 * markup/en.ts too.
 */
const zh = {
  copyAria: '复制代码到剪贴板',
  headingLink: '标题的直接链接',
  headingLinkTo: '{heading} 的直接链接',
  footnotes: '脚注',
  footnoteBack: '返回正文',
  admonitionNote: '备注',
  admonitionTip: '提示',
  admonitionInfo: '信息',
  admonitionWarning: '警告',
  admonitionDanger: '危险',
  baseUrlBannerTitle: '网站没有正确加载。',
  baseUrlBannerReason: '常见原因是站点的 baseUrl 配置错误。',
  baseUrlBannerCurrent: '当前配置的 baseUrl = {baseUrl}',
  baseUrlBannerSuggest: '建议尝试 baseUrl = {suggested}',
  taskDone: '已完成',
  taskOpen: '未完成',
}

export type MarkupStrings = typeof zh
export default zh
