import path from 'node:path'
import { defineConfig } from 'vitest/config'

const fixtures = path.resolve(import.meta.dirname, 'tests/fixtures')

// Unit tier: pure code, no site build and no browser; node by default, DOM tests opt in with
// `// @vitest-environment happy-dom`. The build's generated modules are replaced by small fixtures.
// The build tier (vitest.build.config.ts) and the browser tier (vitest.e2e.config.ts) extend it.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^virtual:hcfy\/site$/u, replacement: path.join(fixtures, 'virtual-site.ts') },
      {
        find: /^virtual:hcfy\/save-groups$/u,
        replacement: path.join(fixtures, 'virtual-save-groups.ts'),
      },
    ],
  },
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup/i18n.ts'],
    testTimeout: 20_000,
    // Vitest leaves a core free by default: one worker on a 2-core machine. Test files wait on
    // imports and disk as much as on the CPU, so two keep both cores busy.
    maxWorkers: 2,
  },
})
