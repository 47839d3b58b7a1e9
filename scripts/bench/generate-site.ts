import fs from 'node:fs'
import path from 'node:path'

/** Deterministic pseudo-random numbers (mulberry32), so every run generates the same site. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ZH_WORDS = (
  '翻译 划词 截图 网页 服务 设置 密钥 面板 快捷键 朗读 收藏 历史 词典 浏览器 扩展 插件 安装 更新 离线 版本 会员 套餐 额度 积分 ' +
  '文本 段落 句子 单词 语言 中文 英语 日语 结果 按钮 窗口 菜单 选项 权限 网络 代理 错误 问题 原因 解决 方法 步骤 页面 文件 文档 ' +
  '识别 语音 视频 字幕 模型 接口 地址 账号 登录 同步 数据 隐私 安全 速度 质量 准确 免费 付费 价格 购买 支付 申请 控制台 复制 粘贴 ' +
  '打开 关闭 启用 禁用 显示 隐藏 选择 点击 输入 保存 删除 导出 导入 检查 测试 提示 注意 默认 自动 手动 全部 部分 常见 推荐'
).split(' ')
const EN_WORDS = (
  'translate selection screenshot page service settings key panel shortcut read aloud favourite history dictionary browser extension ' +
  'install update offline version member package quota points text paragraph sentence word language Chinese English result button window ' +
  'menu option permission network proxy error problem cause fix method step document file recognise speech video subtitle model api ' +
  'address account sign sync data privacy safety speed quality accurate free paid price buy pay apply console copy paste open close enable ' +
  'disable show hide choose click type save delete export import check test tip note default automatic manual common recommended the a ' +
  'to of and in for with on when your you it is can this that from by before after'
).split(' ')

function sentence(rand: () => number, zh: boolean): string {
  const words = zh ? ZH_WORDS : EN_WORDS
  const n = 8 + Math.floor(rand() * 14)
  const parts = Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]!)
  if (zh) return `${parts.join('')}。`
  const s = parts.join(' ')
  return `${s[0]!.toUpperCase()}${s.slice(1)}.`
}

const paragraph = (rand: () => number, zh: boolean) =>
  Array.from({ length: 3 + Math.floor(rand() * 4) }, () => sentence(rand, zh)).join(zh ? '' : ' ')

interface DocRef {
  id: string
  title: { zh: string; en: string }
}

function page(
  rand: () => number,
  zh: boolean,
  title: string,
  next: string | null,
  n: number,
): string {
  const out: string[] = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(sentence(rand, zh).slice(0, 60))}`,
    '---',
    '',
    paragraph(rand, zh),
    '',
  ]
  for (let h = 0; h < 4; h++) {
    out.push(
      `## ${zh ? '第' : 'Part '}${h + 1}${zh ? '部分' : ''} {#part-${h + 1}}`,
      '',
      paragraph(rand, zh),
      '',
    )
    if (h === 1)
      out.push(`- ${sentence(rand, zh)}`, `- ${sentence(rand, zh)}`, `- ${sentence(rand, zh)}`, '')
    if (h === 2 && n % 3 === 0)
      out.push(
        '```json title="example.json" {2}',
        '{',
        `  "id": ${n},`,
        '  "ok": true',
        '}',
        '```',
        '',
      )
    if (h === 2 && n % 5 === 0)
      out.push('| a | b |', '|---|---|', `| ${n} | ${sentence(rand, zh).slice(0, 12)} |`, '')
    out.push(`### ${zh ? '细节' : 'Details'} ${h + 1}`, '', paragraph(rand, zh), '')
  }
  if (next)
    out.push(`${zh ? '下一页：' : 'Next: '}[${zh ? '继续' : 'continue'}](${next}#part-1)`, '')
  return out.join('\n')
}

/**
 * Writes a content folder with `pages` pages in all (both locales together): docs in sections of
 * 100, five sidebars over the first sections, and 2% blog posts. Text is random but realistic in
 * shape: headings, lists, tables, code and links between pages.
 */
export function generateSite(dir: string, pages: number): void {
  fs.rmSync(dir, { recursive: true, force: true })
  const perLocale = Math.floor(pages / 2)
  const posts = Math.max(1, Math.floor(perLocale * 0.02))
  const docs = perLocale - posts
  const refs: DocRef[] = []
  for (let i = 0; i < docs; i++) {
    const section = `s${String(Math.floor(i / 100)).padStart(3, '0')}`
    refs.push({
      id: `${section}/p${String(i).padStart(5, '0')}`,
      title: {
        zh: `文档 ${i}：${ZH_WORDS[i % ZH_WORDS.length]}`,
        en: `Page ${i}: ${EN_WORDS[i % EN_WORDS.length]}`,
      },
    })
  }
  for (const [locale, zh] of [
    ['zh-Hans', true],
    ['en', false],
  ] as const) {
    const rand = random(zh ? 1 : 2)
    refs.forEach((ref, i) => {
      const file = path.join(dir, locale, 'docs', `${ref.id}.md`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      const next = refs[i + 1]
        ? `${path.posix.relative(path.posix.dirname(ref.id), refs[i + 1]!.id)}.md`
        : null
      fs.writeFileSync(file, page(rand, zh, zh ? ref.title.zh : ref.title.en, next, i))
    })
    fs.mkdirSync(path.join(dir, locale, 'blog'), { recursive: true })
    for (let p = 0; p < posts; p++) {
      const day = new Date(Date.UTC(2021, 0, 1) + p * 86_400_000).toISOString().slice(0, 10)
      const body = page(rand, zh, zh ? `公告 ${p}` : `News ${p}`, null, p).replace(
        '---\n\n',
        `authors: [lmk123]\ntags: [announcements]\n---\n\n`,
      )
      fs.writeFileSync(
        path.join(dir, locale, 'blog', `${day}-post-${p}.md`),
        body.replace(/\n## /u, '\n<!-- truncate -->\n\n## '),
      )
    }
  }
  // Five sidebars over the first docs (up to 200 each, in categories of 20); the rest have none.
  const names = ['guidesSidebar', 'faqsSideBar', 'servicesSidebar', 'logsSideBar', 'pricingSidebar']
  const span = Math.max(1, Math.min(200, Math.floor(docs / names.length)))
  const sidebars = Object.fromEntries(
    names.map((name, s) => {
      const ids = refs.slice(s * span, (s + 1) * span).map((r) => r.id)
      return [
        name,
        Array.from({ length: Math.ceil(ids.length / 20) }, (_, c) => ({
          type: 'category',
          label: { 'zh-Hans': `分类 ${s}-${c}`, en: `Category ${s}-${c}` },
          items: ids.slice(c * 20, c * 20 + 20),
        })),
      ]
    }),
  )
  fs.writeFileSync(
    path.join(dir, 'sidebars.ts'),
    `export default ${JSON.stringify(sidebars, null, 1)}\n`,
  )
  const config = fs.readFileSync(
    path.join(import.meta.dirname, '../../tests/fixtures/content/site-basic/site.config.ts'),
    'utf8',
  )
  fs.writeFileSync(path.join(dir, 'site.config.ts'), config)
  for (const f of ['authors.yml', 'tags.yml', 'data/inventory-by-country.json']) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
    fs.copyFileSync(
      path.join(import.meta.dirname, '../../tests/fixtures/content/site-basic', f),
      path.join(dir, f),
    )
  }
}
