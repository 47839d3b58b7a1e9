import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderOf, importCycles, twoWayFolders } from './graph.ts'
import { importsOf, ROOT, sourceFiles, type ImportEdge } from './imports.ts'

/**
 * The runtime walls of the code base: a folder is a runtime, and imports only cross into what that
 * runtime can run. `src/` is the browser app, `src/shared/` is neutral code every runtime uses,
 * `workers/<name>/` is one worker, `scripts/` is the Node build, `scripts/bench/` (with the search
 * measuring tools) drives a browser and runs worker code in Node, `content/` is the authors' data.
 */

const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`)
const isBench = (file: string) =>
  under(file, 'scripts/bench') ||
  /^scripts\/search\/(?:measure|measure-browser|relevance)\.ts$/u.test(file)
const UI_PACKAGES = /^(?:react|react-dom|@tanstack\/|workbox-window)/u

/** Why an import is not allowed, or null when it is. */
function violation(edge: ImportEdge): string | null {
  const { from, to, specifier, typeOnly } = edge
  if (to && under(to, 'tests')) return 'only tests import tests/'
  if (under(from, 'src/shared')) {
    if (to && !under(to, 'src/shared')) return 'src/shared imports only src/shared'
    if (!to && (UI_PACKAGES.test(specifier) || specifier.startsWith('node:')))
      return 'src/shared is neutral: no UI library, no Node'
    return null
  }
  if (under(from, 'src')) {
    if (specifier.startsWith('node:')) return 'the browser app cannot use Node'
    if (to && under(to, 'workers'))
      return typeOnly ? null : 'the app only takes types from a worker (it starts workers by URL)'
    if (to && !under(to, 'src')) return 'the browser app imports only src/'
    return null
  }
  if (under(from, 'workers')) {
    const own = from.split('/').slice(0, 2).join('/')
    if (specifier.startsWith('node:') || (!to && UI_PACKAGES.test(specifier)))
      return 'a worker has no Node and no UI library'
    if (to && !under(to, own) && !under(to, 'src/shared'))
      return `${own} imports only itself and src/shared`
    return null
  }
  if (isBench(from)) {
    if (
      to &&
      !under(to, 'scripts') &&
      !under(to, 'src/shared') &&
      !under(to, 'workers/search') &&
      !under(to, 'content')
    )
      return 'the bench imports scripts/, src/shared, workers/search and content/'
    return null
  }
  if (under(from, 'scripts') || from === 'vite.config.ts') {
    if (to && isBench(to)) return 'the build does not import the bench'
    if (
      to &&
      !under(to, 'scripts') &&
      !under(to, 'src/shared') &&
      !under(to, 'content') &&
      to !== 'vite.config.ts'
    )
      return 'the build imports only scripts/, src/shared and content/'
    return null
  }
  if (under(from, 'content')) {
    if (to && !under(to, 'src/shared')) return 'content/ configuration imports only src/shared'
    return null
  }
  return null
}

describe('runtime walls', () => {
  const edges = sourceFiles('src', 'workers', 'scripts', 'content')
    .concat('vite.config.ts')
    .flatMap(importsOf)

  it('reads the imports it checks', () => {
    // A scanner that found nothing would pass every rule.
    expect(edges.length).toBeGreaterThan(500)
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: 'workers/search/api.ts',
        to: expect.stringMatching(/^src\/shared\//u),
      }),
    )
  })

  it('has no import that crosses a wall the wrong way', () => {
    const wrong = edges.flatMap((edge) => {
      const why = violation(edge)
      return why ? [`${edge.from} → ${edge.specifier}: ${why}`] : []
    })
    expect(wrong).toEqual([])
  })

  it('flags each kind of wrong import', () => {
    const edge = (
      from: string,
      specifier: string,
      to: string | null,
      typeOnly = false,
    ): ImportEdge => ({ from, specifier, to, typeOnly })
    expect(violation(edge('src/shared/paths.ts', 'react', null))).not.toBeNull()
    expect(violation(edge('src/theme/x.tsx', 'node:fs', null))).not.toBeNull()
    expect(
      violation(edge('src/theme/x.tsx', '../../workers/search/api.ts', 'workers/search/api.ts')),
    ).not.toBeNull()
    expect(
      violation(
        edge('src/theme/x.tsx', '../../workers/search/api.ts', 'workers/search/api.ts', true),
      ),
    ).toBeNull()
    expect(
      violation(edge('workers/sw/sw.ts', '../search/api.ts', 'workers/search/api.ts')),
    ).not.toBeNull()
    expect(violation(edge('workers/sw/sw.ts', 'react', null))).not.toBeNull()
    expect(
      violation(
        edge('scripts/build.ts', '../src/theme/Footer/index.tsx', 'src/theme/Footer/index.tsx'),
      ),
    ).not.toBeNull()
    expect(
      violation(edge('scripts/build.ts', '../workers/search/api.ts', 'workers/search/api.ts')),
    ).not.toBeNull()
    expect(
      violation(edge('scripts/bench/x.ts', '../../workers/search/api.ts', 'workers/search/api.ts')),
    ).toBeNull()
    expect(
      violation(edge('src/app.tsx', '../tests/fixtures/x.ts', 'tests/fixtures/x.ts')),
    ).not.toBeNull()
  })
})

/** The package a bare specifier names (`@tanstack/react-router/x` → `@tanstack/react-router`), or null for Node, types-only and virtual modules. */
function packageOf(specifier: string): string | null {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('virtual:')
  )
    return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

describe('packages', () => {
  it('imports only the packages package.json declares', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: object
      devDependencies: object
    }
    const declared = new Set([
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.devDependencies),
    ])
    // A package of types only (`mdast`) is declared as its `@types/` package.
    const isDeclared = (name: string) =>
      declared.has(name) || declared.has(`@types/${name.replace(/^@(.*)\/(.*)$/u, '$1__$2')}`)
    const imported = sourceFiles('src', 'workers', 'scripts', 'tests', 'content')
      .concat(
        'vite.config.ts',
        'vitest.config.ts',
        'vitest.build.config.ts',
        'vitest.e2e.config.ts',
      )
      .flatMap(importsOf)
      .flatMap((edge) => {
        const name = packageOf(edge.specifier)
        return name ? [{ file: edge.from, name }] : []
      })
    expect(imported.map((i) => i.name)).toContain('react')
    // Installed only as another package's dependency, a package can vanish or change with it.
    expect(imported.filter((i) => !isDeclared(i.name)).map((i) => `${i.file}: ${i.name}`)).toEqual(
      [],
    )
  })
})

/**
 * Inside the browser app, a folder under `src/` is one job (`theme`, `search-ui`, `pwa`, `router`,
 * `navigation`, `locale` …) and the folders form layers: imports between two folders go one way only,
 * and no chain of imports between modules comes back to where it started. Type-only imports count:
 * they tie the code together just the same.
 */
describe('folders and modules of src/', () => {
  const edges = sourceFiles('src')
    .flatMap(importsOf)
    .flatMap((edge) => (edge.to && under(edge.to, 'src') ? [{ from: edge.from, to: edge.to }] : []))

  it('reads the imports between folders', () => {
    expect(edges).toContainEqual({
      from: 'src/theme/Navbar/index.tsx',
      to: 'src/search-ui/SearchBox.tsx',
    })
    expect(new Set(edges.flatMap((edge) => folderOf(edge.from) ?? [])).size).toBeGreaterThan(8)
  })

  it('has no two folders that import each other', () => {
    expect(twoWayFolders(edges)).toEqual([])
  })

  it('has no import cycle between modules, here or in any other runtime', () => {
    const all = sourceFiles('src', 'workers', 'scripts')
      .flatMap(importsOf)
      .flatMap((edge) => (edge.to ? [{ from: edge.from, to: edge.to }] : []))
    expect(all.length).toBeGreaterThan(edges.length)
    expect(importCycles(all)).toEqual([])
  })

  it('finds two folders that import each other', () => {
    const graph = [
      { from: 'src/theme/Footer/index.tsx', to: 'src/pwa/offline-store.ts' },
      { from: 'src/pwa/PwaPrompt.tsx', to: 'src/theme/hooks/use-locale.ts' },
      { from: 'src/router/root.tsx', to: 'src/theme/Layout/index.tsx' },
      { from: 'src/app.tsx', to: 'src/router/index.ts' },
      { from: 'src/router/index.ts', to: 'src/app.tsx' },
    ]
    expect(twoWayFolders(graph)).toEqual([
      'pwa ⇄ theme: src/pwa/PwaPrompt.tsx → src/theme/hooks/use-locale.ts, src/theme/Footer/index.tsx → src/pwa/offline-store.ts',
    ])
    expect(twoWayFolders(graph.slice(1))).toEqual([])
  })

  it('finds every import cycle and names one loop through it', () => {
    const graph = [
      { from: 'src/search-ui/SearchBox.tsx', to: 'src/search-ui/SearchOverlay.tsx' },
      { from: 'src/search-ui/SearchOverlay.tsx', to: 'src/search-ui/BoxPanel.tsx' },
      { from: 'src/search-ui/BoxPanel.tsx', to: 'src/search-ui/SearchBox.tsx' },
      { from: 'src/search-ui/BoxPanel.tsx', to: 'src/search-ui/ResultList.tsx' },
      { from: 'src/search-ui/ResultList.tsx', to: 'src/search-ui/urls.ts' },
      { from: 'src/pwa/flags.ts', to: 'src/pwa/flags.ts' },
    ]
    expect(importCycles(graph)).toEqual([
      'src/pwa/flags.ts → src/pwa/flags.ts',
      'src/search-ui/BoxPanel.tsx → src/search-ui/SearchBox.tsx → src/search-ui/SearchOverlay.tsx → src/search-ui/BoxPanel.tsx',
    ])
    // A chain that does not come back is no cycle, however long.
    const chain = Array.from({ length: 20_000 }, (_, i) => ({
      from: `src/x/${i}.ts`,
      to: `src/x/${i + 1}.ts`,
    }))
    expect(importCycles(chain)).toEqual([])
    expect(importCycles([...chain, { from: 'src/x/20000.ts', to: 'src/x/0.ts' }])).toHaveLength(1)
  })
})
