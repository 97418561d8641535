/**
 * The CLI's handlers, loaded per kind on first use: linting a markdown
 * return never compiles the JSON readers or zod, which keeps start-up short.
 * The built CLI loads them from bundles compiled with a code cache
 * (`compiled-bundle.ts`); from the sources, or without those bundles, by import.
 */
import {fileURLToPath} from 'node:url'
import type {JsonKind} from '../json/context.js'
import type {KindHandler} from '../lint/kind-handler.js'
import type {InputKind} from '../rules/rule.js'
import {loadCompiledBundle} from './compiled-bundle.js'

/** File names of the compiled handler bundles, beside this module in the build. */
export const compiledHandlerBundles = {markdown: 'markdown-handler.cjs', json: 'json-handlers.cjs'} as const

function compiled(name: string): Record<string, unknown> | undefined {
  return loadCompiledBundle(fileURLToPath(new URL(name, import.meta.url)))?.exports
}

async function loadMarkdown(): Promise<KindHandler> {
  const bundle = compiled(compiledHandlerBundles.markdown)
  if (bundle) return bundle.markdownHandler as KindHandler
  return (await import('../lint/markdown-handler.js')).markdownHandler
}

async function loadJson(): Promise<Record<JsonKind, KindHandler>> {
  const bundle = compiled(compiledHandlerBundles.json)
  if (bundle) return bundle.jsonHandlers as Record<JsonKind, KindHandler>
  return (await import('../lint/json-handlers.js')).jsonHandlers
}

let markdown: Promise<KindHandler> | undefined
let json: Promise<Record<JsonKind, KindHandler>> | undefined

export async function loadKindHandler(kind: InputKind): Promise<KindHandler> {
  if (kind === 'markdown') return (markdown ??= loadMarkdown())
  return (await (json ??= loadJson()))[kind]
}
