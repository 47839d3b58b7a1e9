import { defineConfig } from 'vitest/config'

// Unit and content tests: node by default; DOM tests opt in with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/content/**/*.test.ts', 'tests/search/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
