/**
 * A return laden with inline directives, shared by the directive tests (which
 * check the result) and `npm run bench` (which times it): `count` blocks of a
 * `disable` comment, an unknown key it silences, and an `enable` comment, in Status.
 */
export function directiveLadenReturn(count: number): string {
  let status = '## Status\nstate: SUCCESS\nsummary: Done.\n'
  for (let index = 0; index < count; index++) status += `<!-- handback-disable unknown-key -->\nextra_${index}: v\n<!-- handback-enable -->\n`
  return (
    status +
    '\n## Deliverables\n- (none)\n\n## Evidence\n- (none)\n\n## Runtime Attestation\n' +
    'runtime_model_reported: m\nruntime_mode_reported: code\nfiles_created:\n- (none)\nfiles_modified:\n- (none)\n'
  )
}

/**
 * Near the most blocks the parse-time bound admits (about 115 KB): the 750 KB
 * version once found slow is now refused before parsing, for its size.
 */
export const directiveLadenCount = 1500
