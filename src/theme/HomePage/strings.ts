import type { Locale } from '../../shared/config/schema.ts'

/**
 * Copy of the home page only, in both locales. It lives here rather than in the shared interface
 * strings so that it loads with the home page's chunk and nowhere else.
 */
const zh = {
  eyebrow: '浏览器翻译扩展 · 始于 {since}',
  title: ['选中即译，', '读懂每一个网页'],
  /** Between title phrases: Chinese needs no space. */
  titleJoin: '',
  lead: '划词翻译把划词、截图、整页、PDF 和音视频翻译装进一个扩展，接入 30 多个翻译与 AI 服务，让你在 Chrome、Edge 和 Firefox 里读任何语言的内容都不费力。',
  install: '安装扩展',
  manual: '阅读使用手册',
  latest: '最新版本 {version}',
  browsers: '支持 Chrome · Edge · Firefox',
  statYears: '{years} 年',
  statYearsLabel: '持续维护，始于 {year} 年',
  statServices: '30+',
  statServicesLabel: '翻译、AI 与识字服务',
  statBrowsers: '3 款',
  statBrowsersLabel: '浏览器：Chrome、Edge、Firefox',
  featuresTitle: '一个扩展，覆盖你读外文的每个场景',
  featuresLead: '从一个生词到一整部视频，都在你正在看的页面里完成，不用来回复制粘贴。',
  features: [
    {
      icon: 'select',
      title: '划词翻译',
      body: '选中文字，结果就出现在旁边；多个服务并排对比，可复制、可收藏。',
      to: '/docs/guides/panel',
    },
    {
      icon: 'shot',
      title: '截图翻译',
      body: '框选图片、漫画或视频画面中的文字，识别后直接翻译。',
      to: '/docs/guides/screenshot',
    },
    {
      icon: 'page',
      title: '网页全文翻译',
      body: '一键翻译整个网页，双语对照或只看译文，保持原有排版。',
      to: '/docs/guides/page',
    },
    {
      icon: 'pdf',
      title: 'PDF 翻译',
      body: '内置 PDF 阅读器，论文、手册里的段落也能划词即译。',
      to: '/docs/guides/pdf',
    },
    {
      icon: 'video',
      title: '音视频翻译',
      body: '把网页里播放的音频和视频识别成文字，实时翻译字幕。',
      to: '/docs/guides/video',
    },
    {
      icon: 'speak',
      title: '朗读',
      body: '原文和译文都能朗读，可选不同口音与声音。',
      to: '/docs/guides/panel',
    },
    {
      icon: 'ai',
      title: 'AI 总结与对话',
      body: '让 ChatGPT、Claude、DeepSeek 等总结整篇文章，或就选中内容追问。',
      to: '/docs/guides/talk',
    },
    {
      icon: 'services',
      title: '30+ 服务',
      body: '谷歌、DeepL、百度、有道、腾讯，以及主流大模型和 OCR 服务。',
      to: '/docs/services/',
    },
  ],
  demoSource: 'Selection Translator puts a translation right next to the words you select.',
  demoPicked: 'the words you select',
  demoResult: '你选中的文字',
  demoService: '谷歌翻译',
  demoService2: 'DeepL',
  demoResult2: '你所选的词语',
  plansTitle: '服务与价格',
  plansLead:
    '基础功能免费。会员解锁高级功能，套餐包让你不用申请密钥就能用上 AI 大模型和专业翻译 API。',
  servicesCard: '翻译服务',
  servicesBody: '机器翻译、AI 大模型、文字识别，各服务的申请与设置方法都有图文说明。',
  servicesCta: '查看服务列表',
  pricingCard: '会员与套餐包',
  pricingBody: '月付、年付或终身会员；套餐包按额度使用 ChatGPT、Claude、DeepSeek、DeepL API 等。',
  pricingCta: '了解价格',
  newsTitle: '最新公告',
  newsAll: '全部公告',
  historyTitle: '{years} 年，一直在更新',
  historyBody:
    '从 2013 年大学宿舍里写下的第一个版本，到如今迁移到 Manifest V3 的 {version}，划词翻译一直由同一位作者维护。',
  historyCta: '查看大事记',
  changelogCta: '更新日志',
}

export type HomeStrings = typeof zh

const en: HomeStrings = {
  eyebrow: 'Browser translation extension · since {since}',
  title: ['Select any text.', 'Read any page.'],
  titleJoin: ' ',
  lead: 'Selection Translator brings selection, screenshot, whole-page, PDF and audio/video translation into one extension, connected to 30+ translation and AI services, so pages in any language read easily in Chrome, Edge and Firefox.',
  install: 'Install the extension',
  manual: 'Read the manual',
  latest: 'Latest version {version}',
  browsers: 'For Chrome · Edge · Firefox',
  statYears: '{years} years',
  statYearsLabel: 'of continuous updates, since {year}',
  statServices: '30+',
  statServicesLabel: 'translation, AI and OCR services',
  statBrowsers: '3',
  statBrowsersLabel: 'browsers: Chrome, Edge and Firefox',
  featuresTitle: 'One extension for every way you read',
  featuresLead:
    'From a single word to a whole video, everything happens on the page you are reading. No copying back and forth.',
  features: [
    {
      icon: 'select',
      title: 'Selection',
      body: 'Select text and the translation appears beside it. Compare several services, copy or save the result.',
      to: '/docs/guides/panel',
    },
    {
      icon: 'shot',
      title: 'Screenshots',
      body: 'Draw a box around text in images, comics or video frames and translate what it reads.',
      to: '/docs/guides/screenshot',
    },
    {
      icon: 'page',
      title: 'Whole pages',
      body: 'Translate an entire page in one click, side by side or translation only, layout intact.',
      to: '/docs/guides/page',
    },
    {
      icon: 'pdf',
      title: 'PDF files',
      body: 'A built-in PDF reader, so papers and manuals translate on selection too.',
      to: '/docs/guides/pdf',
    },
    {
      icon: 'video',
      title: 'Audio and video',
      body: 'Turns speech playing on a page into text and translates it as live subtitles.',
      to: '/docs/guides/video',
    },
    {
      icon: 'speak',
      title: 'Read aloud',
      body: 'Hear the original and the translation, with a choice of accents and voices.',
      to: '/docs/guides/panel',
    },
    {
      icon: 'ai',
      title: 'AI summaries',
      body: 'Ask ChatGPT, Claude, DeepSeek and others to summarise an article or explain a passage.',
      to: '/docs/guides/talk',
    },
    {
      icon: 'services',
      title: '30+ services',
      body: 'Google, DeepL, Baidu, Youdao, Tencent, plus the major AI models and OCR services.',
      to: '/docs/services/',
    },
  ],
  demoSource: 'Selection Translator puts a translation right next to the words you select.',
  demoPicked: 'the words you select',
  demoResult: '你选中的文字',
  demoService: 'Google',
  demoService2: 'DeepL',
  demoResult2: '你所选的词语',
  plansTitle: 'Services and pricing',
  plansLead:
    'The basics are free. Membership unlocks advanced features, and packages give you AI models and professional translation APIs without applying for keys.',
  servicesCard: 'Translation services',
  servicesBody:
    'Machine translation, AI models and OCR, each with step-by-step setup instructions.',
  servicesCta: 'See all services',
  pricingCard: 'Membership and packages',
  pricingBody:
    'Monthly, yearly or lifetime membership; packages give you quota for ChatGPT, Claude, DeepSeek, the DeepL API and more.',
  pricingCta: 'See pricing',
  newsTitle: 'Latest news',
  newsAll: 'All news',
  historyTitle: '{years} years and still shipping',
  historyBody:
    'From a first version written in a university dorm in 2013 to {version} on Manifest V3, Selection Translator has always been made by the same author.',
  historyCta: 'Read the history',
  changelogCta: 'Changelog',
}

export const homeStrings = (locale: Locale): HomeStrings => (locale === 'en' ? en : zh)
