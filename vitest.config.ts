import {defineConfig} from 'vitest/config'

/** `npm test`: the quick suite. The deep checks run at scale in vitest.deep.config.ts (`npm run test:deep`). */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/deep/**', 'node_modules/**'],
    globalSetup: ['test/support/scratch-root.ts'],
    setupFiles: ['test/support/quick-seed.ts'],
    testTimeout: 30_000
  }
})
