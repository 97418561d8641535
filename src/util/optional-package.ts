/**
 * Optional peer dependencies (`gpt-tokenizer`, `@modelcontextprotocol/sdk`):
 * installed by the user who needs them, loaded with a dynamic import, and
 * named in one line when they are missing.
 */

/** Whether an import failed because the package `name` (or one of its files) is not installed. */
export function isMissingPackage(error: unknown, name: string): boolean {
  if (typeof error !== 'object' || error === null) return false
  const {code, message} = error as {code?: unknown; message?: unknown}
  if (typeof message !== 'string' || !message.includes(name)) return false
  // Node's ESM loader says ERR_MODULE_NOT_FOUND, its CommonJS loader MODULE_NOT_FOUND; bundlers' loaders say it in words.
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND' || /cannot find (?:package|module)|failed to (?:load|resolve)/i.test(message)
}

/** The one line naming the optional package that `feature` needs. */
export function missingPackageMessage(name: string, feature: string): string {
  return `${feature} needs the optional package \`${name}\`, which is not installed: npm install ${name}`
}

/** An error thrown in place of a failed import, with `missingPackageMessage` as its message. */
export class MissingPackageError extends Error {
  override name = 'MissingPackageError'
  readonly packageName: string

  constructor(packageName: string, feature: string, cause: unknown) {
    super(missingPackageMessage(packageName, feature), {cause})
    this.packageName = packageName
  }
}
