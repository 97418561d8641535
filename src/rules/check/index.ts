/** The rules that check a return against the handoff packet that asked for it, in documentation order. */
import type {CheckRule} from './context.js'
import returnUnreadable from './return-unreadable.js'
import deliverableNotCreated from './deliverable-not-created.js'
import deliverableNotDelivered from './deliverable-not-delivered.js'
import deliverableMissingOnDisk from './deliverable-missing-on-disk.js'
import successWithMissingDeliverables from './success-with-missing-deliverables.js'
import requiredEvidenceNotCited from './required-evidence-not-cited.js'
import deliveredFileUnexpected from './delivered-file-unexpected.js'

export const checkRules: readonly CheckRule[] = [
  returnUnreadable,
  deliverableNotCreated,
  deliverableNotDelivered,
  deliverableMissingOnDisk,
  successWithMissingDeliverables,
  requiredEvidenceNotCited,
  deliveredFileUnexpected
]
