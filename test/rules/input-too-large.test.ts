import {metaWith, returnWith, ruleTester} from '../support/rule-tester.js'

const message = (limit: number) => `Unexpected input of more than ${limit} bytes, expected a return within \`maxBytes\``

ruleTester('input-too-large', {
  examplesElsewhere: 'the documented examples describe inputs (a 5 MB log); these cases are such inputs, with a small `maxBytes`',
  valid: [{code: returnWith(), options: {maxBytes: 1000}}, {code: 'é'.repeat(50), options: {maxBytes: 100}, name: '100 bytes of UTF-8 exactly'}],
  invalid: [
    {code: returnWith(), options: {maxBytes: 100}, errors: [{messageId: 'tooLarge', line: 1, column: 1, message: message(100)}]},
    {code: 'é'.repeat(51), options: {maxBytes: 100}, name: 'bytes, not characters: 51 characters are 102 bytes', errors: [{messageId: 'tooLarge', line: 1, column: 1, message: message(100)}]},
    {code: metaWith(), options: {kind: 'meta', maxBytes: 50}, name: 'every kind', errors: [{messageId: 'tooLarge', line: 1, column: 1, message: message(50)}]}
  ]
})
