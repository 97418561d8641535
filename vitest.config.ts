import {defineConfig} from 'vitest/config'

/**
 * Files that run in a fresh module graph of their own: those that replace a module
 * (`vi.mock`, which test/suite-config.test.ts holds to this list), and the README
 * examples, whose worker, shared with the other files, did not stop when asked at the
 * end of the run.
 */
export const isolated = ['test/readme-examples.test.ts', 'test/read-once.test.ts']

/**
 * `npm test`: the quick suite. The deep checks run at scale in vitest.deep.config.ts (`npm run test:deep`).
 *
 * The other files share one module graph per worker (`isolate: false`): importing the
 * sources again for each of some 200 files cost about half the run. Sharing needs that
 * no file changes a module or a global it does not restore.
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
