import { defineConfig } from 'vitest/config'

// Browser tests: real Chromium against the built site served from localhost. The global setup
// builds the site (and a copy under the base URL /sub/) once and starts the static servers.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/setup/global-setup.ts'],
    // Files run side by side: most of a browser test is waiting (on the service worker, the network,
    // a throttled CPU), so three files keep two cores busy. Every file builds its own variants and
    // starts its own browser; nothing is shared between files but the two builds of the setup.
    fileParallelism: true,
    maxWorkers: 3,
    // Generous: a test that reads a whole site offline takes minutes on a loaded 2-core machine;
    // tests wait on conditions, so this only bounds how long a failure takes.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // expect.poll waits as long as a Playwright locator would: its own default (1 s) is shorter
    // than the app's start at 4× CPU on a loaded machine, and a poll only waits when it must.
    expect: { poll: { timeout: 30_000 } },
  },
})
