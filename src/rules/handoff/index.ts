/** The rules of the handoff packet, in documentation order: where the packet is, its shape, its paths and version. */
import type {HandoffRule} from './context.js'
import handoffPacketMissing from './handoff-packet-missing.js'
import handoffFieldMissing from './handoff-field-missing.js'
import handoffFieldTypeInvalid from './handoff-field-type-invalid.js'
import handoffPathNotRepoRelative from './handoff-path-not-repo-relative.js'
import handoffDeliverableDuplicate from './handoff-deliverable-duplicate.js'
import handoffSchemaUnknown from './handoff-schema-unknown.js'

/** Rules of a handoff packet that parsed (the JSON input rules run before them, the checklist's after). */
export const handoffPacketRules: readonly HandoffRule[] = [
  handoffPacketMissing,
  handoffFieldMissing,
  handoffFieldTypeInvalid,
  handoffPathNotRepoRelative,
  handoffDeliverableDuplicate,
  handoffSchemaUnknown
]
