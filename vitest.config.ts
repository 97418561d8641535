import {defineConfig} from 'vitest/config'

/**
 * Files that run in a fresh module graph of their own. The README examples spawn
 * many short-lived programs; shared with the other files, the worker that ran them
 * did not stop when asked at the end of the run.
 */
const isolated = ['test/readme-examples.test.ts']

/**
 * `npm test`: the quick suite. The deep checks run at scale in vitest.deep.config.ts (`npm run test:deep`).
 *
 * The other files share one module graph per worker (`isolate: false`): importing the
 * sources again for each of some 200 files cost about half the run. No test mocks a
 * module or changes a global it does not restore, which is what sharing needs.
 */
export default defineConfig({
  test: {
    globalSetup: ['test/support/scratch-root.ts'],
    setupFiles: ['test/support/quick-seed.ts'],
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {name: 'quick', include: ['test/**/*.test.ts'], exclude: ['test/deep/**', 'node_modules/**', ...isolated], isolate: false}
      },
      {
        extends: true,
        test: {name: 'isolated', include: isolated}
      }
    ]
  }
})
