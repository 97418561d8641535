/** Which texts are todos checklists: named `…-todos.md` (or `.markdown`, `.txt`). */
import type {Detector} from '../detect-kind.js'

export const detector: Detector = {
  order: 60,
  noun: 'todos checklist',
  returned: false,
  claims: [{rank: 20, test: ({base}) => /(^|[-_.])todos\.(md|markdown|txt)$/.test(base)}]
}
