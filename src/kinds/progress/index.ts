/** The progress file of a long task (`phase-N-progress.json`): read and linted, never a return of its own. */
import {jsonKind} from '../json-kind.js'

export const kind = jsonKind('progress', {subject: 'Your progress file does not follow its format yet'})
