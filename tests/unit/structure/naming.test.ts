import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, sourceFiles } from './imports.ts'
import { namingProblems } from './naming.ts'

describe('names', () => {
  const files = sourceFiles('src', 'workers', 'scripts')

  it('reads the files it checks', () => {
    expect(files).toContain('src/theme/Footer/index.tsx')
    expect(files).toContain('src/search-ui/SearchBox.tsx')
  })

  it('follows the naming rules', () => {
    expect(namingProblems(files, (file) => fs.readFileSync(path.join(ROOT, file), 'utf8'))).toEqual(
      [],
    )
  })

  it('flags each kind of wrong name', () => {
    const texts: Record<string, string> = {
      'src/theme/Footer/index.tsx': 'export function Footer() {}',
      'src/theme/Pager.tsx': 'export function Pager() {}',
      'src/theme/Toc/index.tsx': 'export function TableOfContents() {}',
      'src/search-ui/SearchBox.tsx': 'export function SearchBox() {}',
      'src/search-ui/SearchOverlay.tsx':
        'function SearchOverlay() {}\nexport default memo(SearchOverlay)',
      'src/search-ui/ResultList.tsx': 'export function Results() {}',
      'src/search-ui/SearchError/index.tsx': 'export function SearchError() {}',
      'src/search-ui/SearchPage/index.tsx': 'export function SearchPage() {}',
      'src/search-ui/SearchPage/DidYouMean.tsx': 'export const DidYouMean = () => null',
      'src/search-ui/recentSearches.ts': '',
      'src/search-ui/use-search.ts': 'export function useSearch() {}',
      'src/search-ui/use-recent.ts': 'export const recent = 1',
      'src/shared/i18n/zh-Hans.ts': '',
      'src/shared/i18n/zh_Hant.ts': '',
      'workers/search/search.worker.ts': '',
      'scripts/Build.tsx': 'export function Build() {}',
      'workers/Search/api.ts': '',
    }
    expect(namingProblems(Object.keys(texts), (file) => texts[file]!)).toEqual(
      [
        'scripts/Build.tsx: PascalCase names a component, a .tsx file in src/',
        'src/search-ui/ResultList.tsx: exports no component ResultList',
        'src/search-ui/SearchError/: outside src/theme a component without parts is a flat SearchError.tsx',
        'src/search-ui/recentSearches.ts: a module is kebab-case',
        'src/search-ui/use-recent.ts: a use-*.ts module exports a hook',
        'src/shared/i18n/zh_Hant.ts: a module is kebab-case',
        'src/theme/Pager.tsx: a component of src/theme is a folder Pager/index.tsx',
        'src/theme/Toc/index.tsx: exports no component Toc',
        'workers/Search/: a folder is kebab-case (PascalCase only for a component in src/)',
      ].sort(),
    )
  })
})
