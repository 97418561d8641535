import {jsonRule} from '../../json/context.js'

export default jsonRule({
  id: 'last-updated-before-started-at',
  severity: 'error',
  fixable: false,
  description: 'The `last_updated` time of a progress file is earlier than its `started_at` time.',
  rationale:
    'A progress file is updated after work starts; an update time before the start means one of the two timestamps is wrong (often a local time written with `Z`), and staleness checks based on them misfire.',
  wrong: '{\n  "started_at": "2026-02-12T10:30:00Z",\n  "last_updated": "2026-02-12T09:45:00Z"\n}\n',
  right: '{\n  "started_at": "2026-02-12T10:30:00Z",\n  "last_updated": "2026-02-12T11:45:00Z"\n}\n',
  messages: {beforeStart: 'Unexpected `last_updated` {{updated}} before `started_at` {{started}}, expected a time at or after the start'},
  check(context) {
    const {root, report} = context
    if (!root) return
    const started = root['started_at']
    const updated = root['last_updated']
    if (typeof started !== 'string' || typeof updated !== 'string') return
    const start = Date.parse(started)
    const update = Date.parse(updated)
    if (Number.isNaN(start) || Number.isNaN(update) || update >= start) return
    report({
      messageId: 'beforeStart',
      data: {updated, started},
      place: context.at('/last_updated'),
      pointer: '/last_updated',
      cause: {message: 'Started here', place: context.at('/started_at')}
    })
  }
})
