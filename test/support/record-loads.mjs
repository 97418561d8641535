// A module-loading hook (node:module `register`): appends the URL of every module loaded to the file named by HANDBACK_RECORD_LOADS.
import {appendFileSync} from 'node:fs'

export async function load(url, context, nextLoad) {
  if (process.env.HANDBACK_RECORD_LOADS) appendFileSync(process.env.HANDBACK_RECORD_LOADS, `${url}\n`)
  return nextLoad(url, context)
}
