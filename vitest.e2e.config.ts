import { defineConfig } from 'vitest/config'

// Browser tests: real Chromium against the built site served from localhost. The global setup
// builds the site (and a copy under the base URL /sub/) once and starts the static servers.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/setup/global-setup.ts'],
    fileParallelism: false,
    // Generous: a test that reads a whole site offline takes minutes on a loaded 2-core machine;
    // tests wait on conditions, so this only bounds how long a failure takes.
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
})
