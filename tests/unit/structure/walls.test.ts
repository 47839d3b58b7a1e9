import { describe, expect, it } from 'vitest'
import { importsOf, sourceFiles, type ImportEdge } from './imports.ts'

/**
 * The runtime walls of the code base: a folder is a runtime, and imports only cross into what that
 * runtime can run. `src/` is the browser app, `src/shared/` is neutral code every runtime uses,
 * `workers/<name>/` is one worker, `scripts/` is the Node build, `scripts/bench/` (with the search
 * measuring tools) drives a browser and runs worker code in Node, `content/` is the authors' data.
 */

const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`)
const isBench = (file: string) => under(file, 'scripts/bench') || /^scripts\/search\/(?:measure|measure-browser|relevance)\.ts$/u.test(file)
const UI_PACKAGES = /^(?:react|react-dom|@tanstack\/|workbox-window)/u

/** Why an import is not allowed, or null when it is. */
function violation(edge: ImportEdge): string | null {
  const { from, to, specifier, typeOnly } = edge
  if (to && under(to, 'tests')) return 'only tests import tests/'
  if (under(from, 'src/shared')) {
    if (to && !under(to, 'src/shared')) return 'src/shared imports only src/shared'
    if (!to && (UI_PACKAGES.test(specifier) || specifier.startsWith('node:'))) return 'src/shared is neutral: no UI library, no Node'
    return null
  }
  if (under(from, 'src')) {
    if (specifier.startsWith('node:')) return 'the browser app cannot use Node'
    if (to && under(to, 'workers')) return typeOnly ? null : 'the app only takes types from a worker (it starts workers by URL)'
    if (to && !under(to, 'src')) return 'the browser app imports only src/'
    return null
  }
  if (under(from, 'workers')) {
    const own = from.split('/').slice(0, 2).join('/')
    if (specifier.startsWith('node:') || (!to && UI_PACKAGES.test(specifier))) return 'a worker has no Node and no UI library'
    if (to && !under(to, own) && !under(to, 'src/shared')) return `${own} imports only itself and src/shared`
    return null
  }
  if (isBench(from)) {
    if (to && !under(to, 'scripts') && !under(to, 'src/shared') && !under(to, 'workers/search') && !under(to, 'content')) return 'the bench imports scripts/, src/shared, workers/search and content/'
    return null
  }
  if (under(from, 'scripts') || from === 'vite.config.ts') {
    if (to && isBench(to)) return 'the build does not import the bench'
    if (to && !under(to, 'scripts') && !under(to, 'src/shared') && !under(to, 'content') && to !== 'vite.config.ts') return 'the build imports only scripts/, src/shared and content/'
    return null
  }
  if (under(from, 'content')) {
    if (to && !under(to, 'src/shared')) return 'content/ configuration imports only src/shared'
    return null
  }
  return null
}

describe('runtime walls', () => {
  const edges = sourceFiles('src', 'workers', 'scripts', 'content').concat('vite.config.ts').flatMap(importsOf)

  it('reads the imports it checks', () => {
    // A scanner that found nothing would pass every rule.
    expect(edges.length).toBeGreaterThan(500)
    expect(edges).toContainEqual(expect.objectContaining({ from: 'workers/search/api.ts', to: expect.stringMatching(/^src\/shared\//u) }))
  })

  it('has no import that crosses a wall the wrong way', () => {
    const wrong = edges.flatMap((edge) => {
      const why = violation(edge)
      return why ? [`${edge.from} → ${edge.specifier}: ${why}`] : []
    })
    expect(wrong).toEqual([])
  })

  it('flags each kind of wrong import', () => {
    const edge = (from: string, specifier: string, to: string | null, typeOnly = false): ImportEdge => ({ from, specifier, to, typeOnly })
    expect(violation(edge('src/shared/paths.ts', 'react', null))).not.toBeNull()
    expect(violation(edge('src/theme/x.tsx', 'node:fs', null))).not.toBeNull()
    expect(violation(edge('src/theme/x.tsx', '../../workers/search/api.ts', 'workers/search/api.ts'))).not.toBeNull()
    expect(violation(edge('src/theme/x.tsx', '../../workers/search/api.ts', 'workers/search/api.ts', true))).toBeNull()
    expect(violation(edge('workers/sw/sw.ts', '../search/api.ts', 'workers/search/api.ts'))).not.toBeNull()
    expect(violation(edge('workers/sw/sw.ts', 'react', null))).not.toBeNull()
    expect(violation(edge('scripts/build.ts', '../src/theme/Footer/index.tsx', 'src/theme/Footer/index.tsx'))).not.toBeNull()
    expect(violation(edge('scripts/build.ts', '../workers/search/api.ts', 'workers/search/api.ts'))).not.toBeNull()
    expect(violation(edge('scripts/bench/x.ts', '../../workers/search/api.ts', 'workers/search/api.ts'))).toBeNull()
    expect(violation(edge('src/app.tsx', '../tests/fixtures/x.ts', 'tests/fixtures/x.ts'))).not.toBeNull()
  })
})
