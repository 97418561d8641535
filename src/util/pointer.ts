/** JSON pointers (RFC 6901): how diagnostics name the value they are about. */

export type Segment = string | number

/** `['artifacts', 0, 'path']` → `/artifacts/0/path`. */
export function toPointer(path: readonly Segment[]): string {
  let pointer = ''
  for (const segment of path) pointer += '/' + pointerSegment(segment)
  return pointer
}

/** Escapes one segment: `a/b` → `a~1b`. */
export function pointerSegment(segment: Segment): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1')
}

/** `/artifacts/0/path` → `['artifacts', '0', 'path']`; segments stay strings. */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
}
