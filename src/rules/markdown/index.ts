/** Every markdown rule, in documentation order: errors of structure and value, then the repair log, then advice. */
import type {MarkdownRule} from '../../markdown/context.js'
import sectionMissing from './section-missing.js'
import sectionDuplicate from './section-duplicate.js'
import keyMissing from './key-missing.js'
import keyDuplicate from './key-duplicate.js'
import valueEmpty from './value-empty.js'
import stateInvalid from './state-invalid.js'
import outcomeContradicted from './outcome-contradicted.js'
import retryRecommendedRequired from './retry-recommended-required.js'
import retryRecommendedInvalid from './retry-recommended-invalid.js'
import pathNotRepoRelative from './path-not-repo-relative.js'
import returnInCodeFence from './return-in-code-fence.js'
import hostWrapper from './host-wrapper.js'
import wrapperHeading from './wrapper-heading.js'
import sectionHeadingStyle from './section-heading-style.js'
import sectionOrder from './section-order.js'
import keyStyle from './key-style.js'
import valueStyle from './value-style.js'
import listStyle from './list-style.js'
import deliverableStyle from './deliverable-style.js'
import attestationInEvidence from './attestation-in-evidence.js'
import unparsedLine from './unparsed-line.js'
import unknownKey from './unknown-key.js'
import unknownSection from './unknown-section.js'
import retryHintMissing from './retry-hint-missing.js'
import errorKeysOnSuccess from './error-keys-on-success.js'
import partialWithoutLimitations from './partial-without-limitations.js'
import deliverableNotAttested from './deliverable-not-attested.js'
import deliverableDescriptionMissing from './deliverable-description-missing.js'
import inlineConfigIgnored from './inline-config-ignored.js'
import disableDirectiveUnused from './disable-directive-unused.js'

export const markdownRules: readonly MarkdownRule[] = [
  sectionMissing,
  sectionDuplicate,
  keyMissing,
  keyDuplicate,
  valueEmpty,
  stateInvalid,
  outcomeContradicted,
  retryRecommendedRequired,
  retryRecommendedInvalid,
  pathNotRepoRelative,
  returnInCodeFence,
  hostWrapper,
  wrapperHeading,
  sectionHeadingStyle,
  sectionOrder,
  keyStyle,
  valueStyle,
  listStyle,
  deliverableStyle,
  attestationInEvidence,
  unparsedLine,
  unknownKey,
  unknownSection,
  retryHintMissing,
  errorKeysOnSuccess,
  partialWithoutLimitations,
  deliverableNotAttested,
  deliverableDescriptionMissing,
  inlineConfigIgnored,
  disableDirectiveUnused
]

export {inlineConfigIgnored, disableDirectiveUnused}
