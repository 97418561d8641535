/** The `report-invalid` diagnostic of the protocol exports, naming the first wrong field. */
import type {Diagnostic} from '../engine/diagnostic.js'
import {stamp} from '../engine/rule.js'
import reportInvalid from '../rules/convert/report-invalid.js'
import {ReturnReportSchema} from '../schema/report.js'
import {startPlace} from './context.js'

export function reportInvalidDiagnostic(value: unknown): Diagnostic {
  const checked = ReturnReportSchema.safeParse(value)
  const issue = checked.success ? undefined : checked.error.issues[0]
  const where = issue ? '/' + issue.path.map(String).join('/') : ''
  return stamp(reportInvalid, 'error', {
    messageId: 'invalid',
    data: {pointer: where || '/', issue: issue?.message ?? 'invalid'},
    place: startPlace,
    pointer: where
  })
}
