import fs from 'node:fs'
import { parse } from 'yaml'
import { defineSiteConfig } from '../src/shared/config/define.ts'

// Product facts live once, in facts.yml; pages write them with :fact[name], the config reads them here.
// Plain JavaScript syntax only: the config is also loaded through a transform that does not strip types.
const facts = parse(fs.readFileSync(new URL('./facts.yml', import.meta.url), 'utf8'))
const fact = (name = '') => {
  const value = facts[name]?.value
  if (typeof value !== 'string')
    throw new Error(`content/facts.yml has no plain value for "${name}"`)
  return value
}
const email = fact('contact-email')
const wechat = fact('wechat-account')

export default defineSiteConfig({
  title: { 'zh-Hans': '划词翻译', en: 'Selection Translator' },
  tagline: {
    'zh-Hans': '划词、截图、网页、PDF 与音视频翻译，一个扩展全搞定',
    en: 'Translate selections, screenshots, pages, PDFs and videos with one extension',
  },
  product: { latestVersion: fact('latest-version'), firstRelease: '2013-05-18', years: 12 },
  url: 'https://hcfy.ai',
  baseUrl: '/',
  trailingSlash: undefined,
  locales: {
    default: 'zh-Hans',
    config: {
      'zh-Hans': {
        label: '简体中文',
        htmlLang: 'zh-Hans',
        direction: 'ltr',
        calendar: 'gregory',
        path: 'zh-Hans',
      },
      en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory', path: 'en' },
    },
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  navbar: {
    hideOnScroll: true,
    items: [
      { label: { 'zh-Hans': '安装/更新', en: 'Install & update' }, to: '/docs/installv2/' },
      { label: { 'zh-Hans': '使用手册', en: 'Manual' }, to: '/docs/guides/summary' },
      { label: { 'zh-Hans': '常见问题', en: 'FAQ' }, to: '/docs/faqs/' },
      { label: { 'zh-Hans': '服务申请', en: 'Services' }, to: '/docs/services/' },
      { label: { 'zh-Hans': '价格', en: 'Pricing' }, to: '/docs/pricing/' },
      { label: { 'zh-Hans': '更新日志', en: 'Changelog' }, to: '/docs/log' },
      { label: { 'zh-Hans': '问题反馈', en: 'Feedback' }, to: '/docs/issues' },
      { label: { 'zh-Hans': '公告', en: 'News' }, to: '/blog' },
      { label: { 'zh-Hans': '商务合作', en: 'Business' }, to: '/docs/business' },
      { label: { 'zh-Hans': '大事记', en: 'History' }, to: '/docs/histroy#2013-05-18' },
      {
        label: { 'zh-Hans': 'DeepL 报错说明', en: 'DeepL errors' },
        to: '/blog/2025/06/14/deepl-builtin-errors',
      },
    ],
  },
  footer: {
    groups: [
      {
        title: { 'zh-Hans': '文档', en: 'Docs' },
        items: [
          { label: { 'zh-Hans': '安装', en: 'Install' }, to: '/docs/installv2/' },
          { label: { 'zh-Hans': '使用手册', en: 'Manual' }, to: '/docs/guides/summary' },
          { label: { 'zh-Hans': '服务申请', en: 'Services' }, to: '/docs/services/' },
          { label: { 'zh-Hans': '常见问题', en: 'FAQ' }, to: '/docs/faqs/' },
          { label: { 'zh-Hans': '隐私政策', en: 'Privacy policy' }, to: '/docs/privacy-policy' },
        ],
      },
      {
        title: { 'zh-Hans': '社区', en: 'Community' },
        items: [
          {
            label: { 'zh-Hans': 'GitHub 反馈', en: 'GitHub issues' },
            href: 'https://github.com/hcfyapp/crx-selection-translate/issues',
          },
          { label: { 'zh-Hans': '公告与博客', en: 'News and blog' }, to: '/blog' },
          {
            label: { 'zh-Hans': '问题反馈指南', en: 'How to report a problem' },
            to: '/docs/issues',
          },
        ],
      },
      {
        title: { 'zh-Hans': '联系作者', en: 'Contact the author' },
        items: [
          {
            label: { 'zh-Hans': `邮件：${email}`, en: `E-mail: ${email}` },
            href: `mailto:${email}`,
          },
          {
            label: {
              'zh-Hans': `微信公众号“${wechat}”`,
              en: `WeChat official account "${wechat}"`,
            },
            to: '/docs/issues#channels',
          },
          {
            label: { 'zh-Hans': '作者的 GitHub', en: "Author's GitHub" },
            href: 'https://github.com/lmk123',
          },
          { label: { 'zh-Hans': '商务合作', en: 'Business enquiries' }, to: '/docs/business' },
        ],
      },
      {
        title: { 'zh-Hans': '获取扩展', en: 'Get the extension' },
        items: [
          {
            label: { 'zh-Hans': 'Chrome 应用商店', en: 'Chrome Web Store' },
            href: 'https://chromewebstore.google.com/detail/ikhdkkncnoglghljlkmcimlnlhkeamad',
          },
          {
            label: { 'zh-Hans': 'Edge 加载项', en: 'Edge Add-ons' },
            href: 'https://microsoftedge.microsoft.com/addons/detail/oikmahiipjniocckomdccmplodldodja',
          },
          {
            label: { 'zh-Hans': 'Firefox 附加组件', en: 'Firefox Add-ons' },
            href: 'https://addons.mozilla.org/firefox/addon/hcfy/',
          },
        ],
      },
    ],
    copyright: { 'zh-Hans': '© 2013–2025 划词翻译', en: '© 2013–2025 Selection Translator' },
  },
  announcementBar: {
    id: '2025-06-17',
    content: {
      'zh-Hans': '内置 DeepL 近期频繁报错，查看原因与解决办法 →',
      en: 'Built-in DeepL is failing often. See the cause and the fixes →',
    },
    to: '/blog/2025/06/14/deepl-builtin-errors',
    isCloseable: true,
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  blog: {
    postsPerPage: 10,
    title: { 'zh-Hans': '公告', en: 'News' },
    description: {
      'zh-Hans': '划词翻译的版本发布、服务变动与优惠活动',
      en: 'Releases, service changes and offers of Selection Translator',
    },
  },
  search: { maxResults: 8, snippetLength: 50, highlightOnTarget: true },
})
