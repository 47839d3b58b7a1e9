import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'
import { siteConfigSchema, localizedText, type SiteConfig } from '../../src/shared/config/schema.ts'
import { sidebarsSchema, type SidebarsInput } from '../../src/shared/config/sidebars.ts'
import type { ContentProblem } from '../lib/errors.ts'
import { escapeRegExp } from '../lib/regexp.ts'
import { positionAt } from './frontmatter.ts'
import { loadErrorProblem } from './load-error.ts'
import { parseYaml } from './yaml-source.ts'

/** Best-effort position of `key` (the last segment of a path) in a TypeScript config file. */
function locateKey(
  text: string,
  pathParts: readonly PropertyKey[],
): { line: number; column: number } {
  let from = 0
  for (const part of pathParts) {
    if (typeof part === 'number') continue
    const re = new RegExp(`['"]?${escapeRegExp(String(part))}['"]?\\s*:`, 'gu')
    re.lastIndex = from
    const m = re.exec(text)
    if (m) from = m.index
  }
  return positionAt(text, from)
}

function issuesToProblems(
  issues: readonly z.core.$ZodIssue[],
  file: string,
  text: string,
  data: unknown,
  what: string,
): ContentProblem[] {
  return issues.flatMap((issue) => {
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path]
    return paths.map((p) => {
      let value: unknown = data
      for (const k of p)
        value =
          value && typeof value === 'object'
            ? (value as Record<PropertyKey, unknown>)[k]
            : undefined
      const name = p.join('.') || '(root)'
      return {
        file,
        ...locateKey(text, p),
        message:
          issue.code === 'unrecognized_keys'
            ? `${what} key "${name}" is not known`
            : `${what} ${name}: ${issue.message} (got ${value === undefined ? 'nothing' : JSON.stringify(value)})`,
        hint:
          issue.code === 'unrecognized_keys'
            ? `remove "${String(p.at(-1))}"; the accepted keys are documented in src/shared/config/`
            : 'see the JSDoc of the field in src/shared/config/',
      }
    })
  })
}

async function importDefault(file: string): Promise<unknown> {
  // A query string defeats the module cache, so dev mode sees edits to the config.
  const mod = (await import(`${pathToFileURL(file).href}?t=${fs.statSync(file).mtimeMs}`)) as {
    default?: unknown
  }
  return mod.default
}

export interface ConfigOverrides {
  baseUrl?: string
  trailingSlash?: boolean | undefined
  /** Tests point the analytics adapter at a local collector. */
  analytics?: { endpoint: string }
  /** Tests make the site "large" for offline saving. */
  offline?: { autoSaveUpToMB: number }
}

/** Loads and validates `site.config.ts`; `overrides` let tests build the same site under another base. */
export async function loadSiteConfig(
  file: string,
  overrides: ConfigOverrides = {},
): Promise<{ config: SiteConfig | null; problems: ContentProblem[] }> {
  const text = fs.readFileSync(file, 'utf8')
  let loaded: unknown
  try {
    loaded = await importDefault(file)
  } catch (error) {
    return { config: null, problems: [loadErrorProblem(error, file, text)] }
  }
  const raw = { ...(loaded as object), ...overrides }
  const parsed = siteConfigSchema.safeParse(raw)
  if (parsed.success) return { config: parsed.data, problems: [] }
  return {
    config: null,
    problems: issuesToProblems(parsed.error.issues, file, text, raw, 'site config'),
  }
}

export interface SidebarsFile {
  sidebars: SidebarsInput | null
  /** Source text, used to point at a bad doc id. */
  text: string
  problems: ContentProblem[]
}

export async function loadSidebars(file: string): Promise<SidebarsFile> {
  const text = fs.readFileSync(file, 'utf8')
  let raw: unknown
  try {
    raw = await importDefault(file)
  } catch (error) {
    return { sidebars: null, text, problems: [loadErrorProblem(error, file, text)] }
  }
  const parsed = sidebarsSchema.safeParse(raw)
  if (parsed.success) return { sidebars: parsed.data as SidebarsInput, text, problems: [] }
  return {
    sidebars: null,
    text,
    problems: issuesToProblems(parsed.error.issues, file, text, raw, 'sidebars'),
  }
}

const authorSchema = z.strictObject({
  name: localizedText,
  title: localizedText.optional(),
  url: z.url().optional(),
})
const tagSchema = z.strictObject({
  label: localizedText,
  description: localizedText.optional(),
  /** Other ids that lead to this tag's pages (e.g. "events" for "activities"). */
  aliases: z.array(z.string().regex(/^[a-z0-9-]+$/u)).optional(),
})
export type AuthorEntry = z.output<typeof authorSchema>
export type TagEntry = z.output<typeof tagSchema>

/**
 * Loads a YAML map of entries (authors or tags) and validates every entry, with positions. A file
 * that is not valid YAML gives its first syntax error alone and `data: null`, so that nothing is
 * checked against half-read entries.
 */
export function loadYamlMap<S extends z.ZodType>(
  file: string,
  schema: S,
  what: string,
): { data: Record<string, z.output<S>> | null; problems: ContentProblem[] } {
  const text = fs.readFileSync(file, 'utf8')
  const { doc, error } = parseYaml(text)
  if (error)
    return {
      data: null,
      problems: [
        {
          file,
          ...positionAt(text, error.offset),
          message: `${what} file is not valid YAML: ${error.message}`,
          hint: error.hint,
        },
      ],
    }
  const problems: ContentProblem[] = []
  const raw = (doc.toJS() ?? {}) as Record<string, unknown>
  const data: Record<string, z.output<S>> = {}
  for (const [id, value] of Object.entries(raw)) {
    const parsed = schema.safeParse(value)
    if (parsed.success) data[id] = parsed.data
    else
      problems.push(
        ...issuesToProblems(parsed.error.issues, file, text, value, `${what} "${id}"`).map((p) => ({
          ...p,
          ...locateKey(text, [id, ...(p.message.match(/ (\S+):/u)?.[1]?.split('.') ?? [])]),
        })),
      )
  }
  return { data, problems }
}

export const loadAuthors = (file: string) => loadYamlMap(file, authorSchema, 'author')
export const loadTags = (file: string) => loadYamlMap(file, tagSchema, 'tag')

/** Problems that stop a build before anything is read: a missing folder or a missing special file. */
export function missingContentFiles(root: string): ContentProblem[] {
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    return [
      {
        file: root,
        message: 'the content folder does not exist',
        hint: 'pass the folder that holds site.config.ts with --content, or leave --content out to build content/',
      },
    ]
  }
  // facts.yml is optional: a content folder without one has no facts.
  const { facts: _optional, ...required } = contentFiles(root)
  return Object.values(required)
    .filter((f) => !fs.existsSync(f))
    .map((f) => ({
      file: f,
      message: `the content folder has no ${path.relative(root, f)}`,
      hint: 'every content folder has site.config.ts, sidebars.ts, authors.yml, tags.yml and data/inventory-by-country.json; see content/README.md',
    }))
}

/** Paths of the content folder's special files. */
export function contentFiles(root: string) {
  return {
    config: path.join(root, 'site.config.ts'),
    sidebars: path.join(root, 'sidebars.ts'),
    authors: path.join(root, 'authors.yml'),
    tags: path.join(root, 'tags.yml'),
    facts: path.join(root, 'facts.yml'),
    report: path.join(root, 'data', 'inventory-by-country.json'),
  }
}
