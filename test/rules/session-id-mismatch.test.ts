import {metaWith, ruleTester} from '../support/rule-tester.js'

const sessionId = 'sess_1736700000_abc123'

ruleTester('session-id-mismatch', {
  valid: [
    {code: '{\n  "metadata": {"session_id": "sess_1736700000_abc123"}\n}\n', options: {sessionId}},
    {code: '{\n  "metadata": {"session_id": "sess_1736600000_old999"}\n}\n', name: 'no expected id given'},
    {code: metaWith(), options: {sessionId}}
  ],
  invalid: [
    {code: '{\n  "metadata": {"session_id": "sess_1736600000_old999"}\n}\n', options: {sessionId}, errors: [{messageId: 'mismatch', line: 2, column: 30, message: 'Unexpected session id `sess_1736600000_old999`, expected `sess_1736700000_abc123`'}]},
    {code: metaWith(), options: {sessionId: 'sess_2'}, errors: [{messageId: 'mismatch', line: 11, column: 19, message: 'Unexpected session id `sess_1736700000_abc123`, expected `sess_2`'}]}
  ]
})
