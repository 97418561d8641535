// A worker for the pool's tests: its task says what it does. `echo` answers, `throw` throws
// inside the handler (answered as an error), `die` ends the thread while running the task, `crash`
// throws where nothing catches it, before answering,
// `slow` answers late (outcomes then finish out of order), saying the highest task given to any
// worker by then (`workerData.seen`, shared). `workerData.noStart` dies at load.
import {parentPort, workerData} from 'node:worker_threads'

if (workerData?.noStart) throw new Error('cannot load')
let queue = Promise.resolve()
parentPort.on('message', (task) => {
  if (workerData?.seen) for (let old = Atomics.load(workerData.seen, 0); old < task.index && Atomics.compareExchange(workerData.seen, 0, old, task.index) !== old; old = Atomics.load(workerData.seen, 0));
  queue = queue.then(async () => {
    try {
      if (task.action === 'die') process.exit(7)
      if (task.action === 'crash') await new Promise(() => setTimeout(() => { throw new Error('boom') }))
      if (task.action === 'throw') throw new Error(`task ${task.index} threw`)
      if (task.action === 'slow') {
        // With `workerData.waitFor`, waits (10 s at most) until that task was given, then a little more, to see whether more are.
        for (let waited = 0; waited < 10_000 && workerData?.seen && Atomics.load(workerData.seen, 0) < (workerData.waitFor ?? 0); waited += 10) await new Promise((resolve) => setTimeout(resolve, 10))
        await new Promise((resolve) => setTimeout(resolve, 30))
        if (workerData?.seen) return parentPort.postMessage({index: task.index, outcome: `done ${task.index}, seen ${Atomics.load(workerData.seen, 0)}`})
      }

      parentPort.postMessage({index: task.index, outcome: `done ${task.index}`})
    } catch (error) {
      parentPort.postMessage({index: task.index, error: error.message})
    }
  })
})
parentPort.postMessage('ready')
