import type {RuleMeta} from '../../engine/rule.js'

/** Reported by `handback convert --to markdown`; it has no check of its own. */
const fieldNotConvertible: RuleMeta = {
  id: 'field-not-convertible',
  severity: 'warning',
  fixable: false,
  messages: {
    dropped: 'Unexpected field `{{pointer}}` that the markdown return cannot hold, expected only fields of the mapping; it is left out',
    changed: 'Unexpected value {{value}} at `{{pointer}}` that the markdown return cannot hold, expected a value of the mapping; it reads back as {{readBack}}'
  },
  description: 'A return-metadata field the markdown return cannot hold is left out of the conversion.',
  rationale: 'Such fields are the identity, `partial_progress`, a second error, and the like. The markdown return has four sections and no place for everything a metadata file may say; converting silently would hide what was dropped.',
  wrong: '{"status": "blocked", "partial_progress": {"stage": "phase_2", "details": "Waiting for review."}, …}',
  right: '{"status": "failed", …}'
}

export default fieldNotConvertible
