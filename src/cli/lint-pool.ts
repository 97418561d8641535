/**
 * A pool of worker threads that runs numbered tasks and hands their outcomes
 * back in task order, whatever order the workers finish in. At most `window`
 * tasks are past the last outcome handed back, so the outcomes waiting for an
 * earlier one stay few, however many tasks there are. A worker that dies takes
 * only the task it was running with it: that task's outcome says why, the
 * worker is replaced, and the tasks it had queued go to the others. Workers
 * that cannot start at all (they die before saying they are ready) take no
 * task with them: after a few, the rest of the tasks run in this thread.
 */
import {Worker} from 'node:worker_threads'

export interface PoolOptions<Task extends {index: number}, Outcome> {
  /** The worker's module; it posts `'ready'` once loaded, then answers each task message with `{index, outcome}` or `{index, error}`. */
  script: URL
  /** Code run instead of `script` (which it loads, after a loader for TypeScript). Default: none. */
  evalCode?: string
  /** Given to each worker as `workerData`. */
  workerData: unknown
  workers: number
  /** Numbered 0, 1, 2… in the order outcomes are wanted. */
  tasks: readonly Task[]
  /** Called once per task, in task order. */
  onOutcome: (outcome: Outcome) => void
  /** The outcome of a task whose worker threw or died, with why. */
  failed: (task: Task, reason: string) => Outcome
  /** Runs a task in this thread, when no worker could start. */
  inline: (task: Task) => Promise<Outcome>
  /** Tasks given to a worker ahead of its answers, so that it never waits for this thread to be scheduled. Default 8. */
  perWorker?: number
}

type Reply<Outcome> = 'ready' | {index: number; outcome: Outcome} | {index: number; error: string}

interface Slot<Task> {
  worker: Worker
  /** Given to this worker, oldest (the one it is running) first. */
  queued: Task[]
  /** Whether it has loaded: a worker that dies before cannot start at all, and no task is to blame. */
  ready: boolean
  /** What it last threw, to say why it stopped. */
  error?: string
}

/**
 * Tasks a worker holds ahead: on a busy machine this thread may wait milliseconds
 * to be scheduled, and a worker holding only the next one then idles (2,000
 * returns with 2 workers: 7–11.8 s holding 2, 5.4–12.8 s holding 8 to 32, on a
 * shared 2-core machine where the run in one thread took 5.3–8.5 s).
 */
const defaultPerWorker = 8

/** How many tasks may be given past the last outcome handed back: enough to keep every worker busy, few enough to hold. */
export function poolWindow(workers: number, perWorker = defaultPerWorker): number {
  return Math.max(workers * perWorker * 4, 16)
}

export function runPool<Task extends {index: number}, Outcome>(options: PoolOptions<Task, Outcome>): Promise<void> {
  const {tasks, onOutcome, failed, inline} = options
  const perWorker = options.perWorker ?? defaultPerWorker
  const window = poolWindow(options.workers, perWorker)
  const waiting = new Map<number, Outcome>()
  // Tasks taken back from a dead worker go first.
  const retry: Task[] = []
  let next = 0
  let emitted = 0
  let startFailures = 0
  let givenUp = false
  const slots = new Set<Slot<Task>>()

  return new Promise<void>((resolvePool, rejectPool) => {
    const stop = (): void => {
      for (const slot of slots) void slot.worker.terminate()
      slots.clear()
    }

    const finish = (): void => {
      stop()
      resolvePool()
    }

    // No worker starts: every task not answered runs here, in order.
    const giveUp = async (): Promise<void> => {
      givenUp = true
      for (const slot of slots) retry.push(...slot.queued)
      stop()
      const rest = [...retry, ...tasks.slice(next)].sort((a, b) => a.index - b.index)
      for (const task of rest) deliver(task.index, await inline(task))
    }

    const deliver = (index: number, outcome: Outcome): void => {
      waiting.set(index, outcome)
      while (waiting.has(emitted)) {
        const ready = waiting.get(emitted)!
        waiting.delete(emitted)
        emitted++
        onOutcome(ready)
      }
    }

    const take = (): Task | undefined => retry.shift() ?? (next < tasks.length && next < emitted + window ? tasks[next++] : undefined)

    const feed = (slot: Slot<Task>): void => {
      while (slot.queued.length < perWorker) {
        const task = take()
        if (task === undefined) break
        slot.queued.push(task)
        slot.worker.postMessage(task)
      }
    }

    const feedAll = (): void => {
      if (givenUp) return
      if (emitted === tasks.length) return finish()
      if (startFailures >= Math.max(options.workers, 2)) {
        giveUp().then(resolvePool, rejectPool)
        return
      }

      while (slots.size < options.workers && (retry.length > 0 || next < tasks.length)) slots.add(start())
      for (const slot of slots) feed(slot)
    }

    const start = (): Slot<Task> => {
      const worker = options.evalCode === undefined ? new Worker(options.script, {workerData: options.workerData}) : new Worker(options.evalCode, {eval: true, workerData: options.workerData})
      const slot: Slot<Task> = {worker, queued: [], ready: false}
      worker.on('message', (reply: Reply<Outcome>) => {
        if (!slots.has(slot)) return
        if (reply === 'ready') {
          slot.ready = true
          startFailures = 0
          return
        }

        const position = slot.queued.findIndex((task) => task.index === reply.index)
        if (position === -1) return
        const [task] = slot.queued.splice(position, 1)
        deliver(reply.index, 'error' in reply ? failed(task!, reply.error) : reply.outcome)
        feedAll()
      })
      worker.on('error', (error: unknown) => {
        slot.error = error instanceof Error ? error.message : String(error)
      })
      worker.on('exit', (code) => {
        if (!slots.delete(slot)) return
        if (slot.ready) {
          const [running, ...rest] = slot.queued
          if (running) deliver(running.index, failed(running, `the worker linting it stopped (${slot.error ?? `exit code ${code}`})`))
          retry.unshift(...rest)
        } else {
          startFailures++
          retry.unshift(...slot.queued)
        }

        feedAll()
      })
      return slot
    }

    feedAll()
  })
}
