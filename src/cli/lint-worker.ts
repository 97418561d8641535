/**
 * A worker of `handback lint`'s pool (`lint-pool.ts`): lints the files it is
 * given, one at a time in the order given, and answers each with its outcome.
 * An exception is that file's answer, never the worker's end.
 */
import {parentPort, workerData} from 'node:worker_threads'
import {lintFile, prepareRun, type LintRun, type LintTask} from './lint-file.js'

const prepared = prepareRun(workerData as LintRun)
let queue = Promise.resolve()

parentPort?.on('message', (task: LintTask) => {
  queue = queue.then(async () => {
    try {
      parentPort?.postMessage({index: task.index, outcome: await lintFile(task, prepared)})
    } catch (error) {
      parentPort?.postMessage({index: task.index, error: error instanceof Error ? error.message : String(error)})
    }
  })
})
// Loaded: from now on, a death is the fault of the file being linted.
parentPort?.postMessage('ready')
