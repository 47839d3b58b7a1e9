/**
 * Interface strings of the Chinese site. Texts that mirror the site this one replaces keep its
 * wording, so returning readers meet the same words. Every key must exist in en.ts too.
 */
const zh = {
  skipToContent: '跳到主要内容',
  copy: '复制',
  copied: '复制成功',
  previous: '上一页',
  next: '下一页',
  docPagination: '文档分页',
  docsSidebar: '文档侧边栏',
  breadcrumbs: '面包屑导航',
  home: '主页',
  onThisPage: '本页总览',
  tocLabel: '本页目录',
  lastUpdated: '最后{byUser}{atDate}更新',
  lastUpdatedAt: '于 {date} ',
  lastUpdatedBy: '由 {user} ',
  close: '关闭',
  mainNav: '主导航',
  openMenu: '打开导航菜单',
  closeMenu: '关闭导航菜单',
  languages: '选择语言',
  themeToggle: '切换浅色/暗黑模式（当前为{mode}）',
  darkMode: '暗黑模式',
  lightMode: '浅色模式',
  search: '搜索',
  retry: '重试',
  notFoundTitle: '找不到页面',
  notFoundLead: '我们找不到您要找的页面。',
  notFoundBody: '请联系原始链接来源网站的所有者，并告知他们链接已损坏。',
  notSavedTitle: '这一页还没有保存',
  notSavedLead:
    '当前离线，而这一页没有保存在本机，所以打不开。联网后刷新即可阅读；想离线阅读全部文档，可以在页面底部选择“保存以供离线阅读”。',
  pageCrashed: '页面已崩溃。',
  tryAgain: '重试',
  loading: '加载中…',
  chunkFailed: '页面内容加载失败：{error}',
  announcementClose: '关闭',
  adLabel: '广告',
  // Theme shell: singular forms (en needs them), navbar and mobile menu, blog and docs extras.
  menu: '菜单',
  announcementLabel: '公告栏',
  externalLink: '（在新标签页打开）',
  untranslatedNote: '本页还没有简体中文版，下面是{language}原文。',
}

export type UiStrings = typeof zh
export default zh
