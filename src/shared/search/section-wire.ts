import type { SerializedSection, WireSection } from './index-format.ts'

/*
 * A page's sections as page blocks carry them (WireSection). Most generated heading ids are the
 * slug of the heading's text, counted through the page (scripts/content/markdown/headings.ts), so
 * the hash is left out and made again from the title: a quarter less to download per page block of
 * a large site. A section whose hash is not that slug (an explicit `{#id}`, a heading the slug
 * below does not match) keeps the pair. Both sides walk a page's sections with one slugger: every
 * section with a hash takes the next slug of its title, whether or not its hash is that slug, so
 * the count of a repeated heading (`faq`, `faq-1`) stays in step.
 */

/** Characters github-slugger drops, near enough: the build keeps the hash wherever it differs. */
const DROPPED = /[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu

/**
 * A slugger as github-slugger's (lower case, punctuation dropped, spaces to `-`, `-1`, `-2` on
 * repeats), not the build's own: the worker needs none of its 8 KB of tables, and the build keeps
 * the hash of any heading this does not match, so the two sides only have to agree with each other.
 */
function slugger(): (title: string) => string {
  const seen = new Set<string>()
  return (title) => {
    const base = title.toLowerCase().replace(DROPPED, '').replaceAll(' ', '-')
    let slug = base
    for (let n = 1; seen.has(slug); n++) slug = `${base}-${n}`
    seen.add(slug)
    return slug
  }
}

/** The sections of a page block (see WireSection). */
export function toWireSections(sections: readonly SerializedSection[]): WireSection[] {
  const slug = slugger()
  return sections.map(([hash, title]): WireSection => {
    if (hash === '') return title === '' ? '' : [hash, title]
    return `#${slug(title)}` === hash && title !== '' ? title : [hash, title]
  })
}

/** The sections a page block carries, with their hashes made again; null when one is malformed. */
export function fromWireSections(wire: unknown): SerializedSection[] | null {
  if (!Array.isArray(wire)) return null
  const pair = (entry: unknown): entry is SerializedSection =>
    Array.isArray(entry) &&
    entry.length === 2 &&
    typeof entry[0] === 'string' &&
    typeof entry[1] === 'string'
  if (!wire.every((entry) => typeof entry === 'string' || pair(entry))) return null
  const slug = slugger()
  return (wire as WireSection[]).map((entry): SerializedSection => {
    if (typeof entry === 'string') return entry === '' ? ['', ''] : [`#${slug(entry)}`, entry]
    if (entry[0] !== '') slug(entry[1])
    return entry
  })
}
