import type {ArtifactFileState} from '../../src/json/options.js'
import {metaWith, ruleTester} from '../support/rule-tester.js'

/** A root holding `specs/259_x/reports/research-001.md` and an empty `empty.md`. */
const checkArtifact = (path: string): ArtifactFileState => (path === 'specs/259_x/reports/research-001.md' ? 'file' : path === 'empty.md' ? 'empty' : 'missing')

ruleTester('artifact-missing', {
  valid: [
    {code: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]\n}\n', options: {checkArtifact}},
    {code: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/never-written.md", "summary": "Findings"}]\n}\n', name: 'no root to look in'}
  ],
  invalid: [
    {
      code: '{\n  "artifacts": [{"type": "report", "path": "specs/259_x/reports/never-written.md", "summary": "Findings"}]\n}\n',
      options: {checkArtifact},
      errors: [{messageId: 'notOnDisk', line: 2, column: 44, message: 'Unexpected absent file `specs/259_x/reports/never-written.md`, expected a non-empty file under the root'}]
    },
    {code: metaWith({artifacts: [{type: 'report', path: 'empty.md', summary: 'x'}]}), options: {checkArtifact}, errors: [{messageId: 'notOnDisk', line: 6, column: 15, message: 'Unexpected empty file `empty.md`, expected a non-empty file under the root'}]}
  ]
})
