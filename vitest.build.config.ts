import { defineConfig, mergeConfig } from 'vitest/config'
import unit from './vitest.config.ts'

// Build tier: tests that compile content or build sites (fixture sites, the real content, the
// search relevance set, large generated sites). Slower than the unit tier, no browser.
export default mergeConfig(
  unit,
  defineConfig({
    test: {
      include: ['tests/build/**/*.test.ts', 'tests/content/**/*.test.ts', 'tests/search/**/*.test.ts'],
      testTimeout: 120_000,
    },
  }),
  false,
)
