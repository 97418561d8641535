import type {RuleMeta} from '../../engine/rule.js'

/** Reported by `toReturnMeta` and `renderReturn` callers; it has no check of its own. */
const reportInvalid: RuleMeta = {
  id: 'report-invalid',
  severity: 'error',
  fixable: false,
  messages: {invalid: 'Unexpected value at `{{pointer}}` ({{issue}}), expected a report of the markdown return'},
  description: 'The value given to a converter is not a report of the markdown return (`ReturnReportSchema`).',
  rationale: 'Callers in JavaScript can pass anything; they get a diagnostic naming the first wrong field instead of an exception or a half-converted file.',
  wrong: 'toReturnMeta({status: "SUCCESS"}, context)',
  right: 'toReturnMeta(parseReturn(markdown).report, context)'
}

export default reportInvalid
