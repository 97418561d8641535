import {defineConfig} from 'vitest/config'

// The end-to-end suite (`npm run e2e`): real host programs, installed by scripts/e2e/run.ts.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Each file drives its own host; two at a time fit a 2-core machine.
    maxWorkers: 2,
    reporters: ['default']
  }
})
