import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Locale } from '../../src/shared/config/schema.ts'

/**
 * Last commit time of every file under `dir`, from one `git log` run (one process for the whole
 * site rather than one per file). Files outside git are absent from the map.
 */
export function gitDates(dir: string): Map<string, Date> {
  const map = new Map<string, Date>()
  let out: string
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    out = execFileSync(
      'git',
      ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', dir],
      {
        cwd: top,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    )
    let when: Date | null = null
    for (const line of out.split('\n')) {
      if (line.startsWith('\0')) when = new Date(Number(line.slice(1)) * 1000)
      else if (line && when) {
        const abs = path.join(top, line)
        if (!map.has(abs)) map.set(abs, when)
      }
    }
  } catch {
    // Not a git checkout (e.g. an exported tarball): callers fall back to the file time.
  }
  return map
}

/** Last-update time of a file: its last commit, else its modification time (kept in `git` for the file's other pages). */
export function lastUpdateOf(file: string, git: Map<string, Date>): Date {
  let date = git.get(file)
  if (!date) {
    date = fs.statSync(file).mtime
    git.set(file, date)
  }
  return date
}

const formatters = new Map<Locale, Intl.DateTimeFormat>()
/** Formatted days by locale and UTC day: a large site's pages share few days, and Intl is slow. */
const formatted = new Map<string, string>()
const DAY_MS = 86_400_000

/** `2025年6月14日` / `Jun 14, 2025`, in UTC, formatted once at build time so every reader sees the same. */
export function formatDate(date: Date | string, locale: Locale): string {
  const time =
    typeof date === 'string' ? Date.parse(`${date.slice(0, 10)}T00:00:00Z`) : date.getTime()
  const key = `${locale} ${Math.floor(time / DAY_MS)}`
  let text = formatted.get(key)
  if (text !== undefined) return text
  let f = formatters.get(locale)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
    formatters.set(locale, f)
  }
  text = f.format(time)
  formatted.set(key, text)
  return text
}

/** Normalises a front matter date (YAML Date or string) to `YYYY-MM-DD`. */
export function isoDay(value: Date | string): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10)
}
