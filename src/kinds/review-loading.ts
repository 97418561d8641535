/** `review` for the commands: loads the kind it reads, and the packet and transcript checks only when given a packet or a transcript. */
import {reviewKindOf, reviewWith, type Review, type ReviewChecks, type ReviewOptions} from '../postflight/review.js'
import {optionsOf} from '../util/options.js'
import {loadKind} from './registry.js'

export async function reviewLoading(text: unknown, options?: ReviewOptions): Promise<Review> {
  const settings = optionsOf(options)
  const kind = await loadKind(reviewKindOf(text, settings))
  const checks: ReviewChecks = {}
  if (typeof settings.handoff === 'string') checks.packet = (await import('../postflight/check-return.js')).checkParsedReturn
  if (typeof settings.transcript === 'string') checks.transcript = (await import('../postflight/check-transcript.js')).checkParsedTranscript
  return reviewWith(kind, text, settings, checks)
}
