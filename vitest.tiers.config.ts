import { defineConfig } from 'vitest/config'

// The unit and build tiers in one run, as `npm test` runs them: their files share one pool of two
// workers, so the unit tier's short files fill the gaps the build tier's long ones leave.
export default defineConfig({
  test: {
    projects: ['./vitest.config.ts', './vitest.build.config.ts'],
    maxWorkers: 2,
  },
})
