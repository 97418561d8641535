import {defineConfig} from 'vitest/config'

/**
 * `npm run test:deep`: the checks `npm test` runs a slice of, at scale, with
 * fresh random seeds (property tests, the corpus sweeps, the robustness
 * sweeps, the phrase scan over every labelled return, real programs such
 * as pre-commit installing the package), and
 * test/deep/ (the backtracking scan of every expression).
 */
export default defineConfig({
  test: {
    include: [
      'test/deep/**/*.test.ts',
      'test/property-*.test.ts',
      'test/convert-properties.test.ts',
      'test/fix-properties.test.ts',
      'test/convert-corpus.test.ts',
      'test/json-corpus.test.ts',
      'test/read-real-returns.test.ts',
      'test/robustness-adversarial.test.ts',
      'test/output-escaping.test.ts',
      'test/postflight-meta-get.test.ts',
      'test/integrations.test.ts',
      'test/vocabulary.test.ts',
      'test/signature-needles.test.ts',
      'test/hook-state.test.ts',
      'test/lint-concurrency.test.ts'
    ],
    globalSetup: ['test/support/scratch-root.ts'],
    env: {HANDBACK_TEST_DEPTH: 'deep'},
    // Scale, not time, bounds a deep check: a busy machine makes it slower, never failed.
    testTimeout: 0,
    hookTimeout: 0
  }
})
