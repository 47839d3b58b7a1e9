import { defineConfig } from 'vitest/config'
import unit from './vitest.config.ts'

// Build tier: tests that compile content or build sites (fixture sites, the real content, the
// search relevance set, large generated sites, fuzzing). Slower than the unit tier, no browser.
// Same aliases and setup as the unit tier; only the files differ.
export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    name: 'build',
    include: [
      'tests/build/**/*.test.ts',
      'tests/content/**/*.test.ts',
      'tests/search/**/*.test.ts',
    ],
    testTimeout: 120_000,
  },
})
