/** The zod schema of a `Diagnostic`, for outputs that carry diagnostics (the MCP tools' output schemas). */
import * as z from 'zod'

const RelatedPlaceSchema = z.object({
  message: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  endLine: z.number().int().optional(),
  endColumn: z.number().int().optional()
})

export const DiagnosticSchema = z
  .looseObject({
    ruleId: z.string().describe('Kebab-case id of the rule that found the problem.'),
    signal: z.string().optional().describe('The named signal of the reading that fired, for rules that judge what a return shows.'),
    source: z.literal('handback'),
    severity: z.enum(['error', 'warning', 'info']),
    message: z.string(),
    messageId: z.string().optional().describe('Which of the rule\'s messages this is (`grammar/rules.md`); code decides on it, never on the text.'),
    data: z.record(z.string(), z.union([z.string(), z.number()])).optional().describe('The values of the message\'s placeholders.'),
    line: z.number().int().describe('1-based.'),
    column: z.number().int().describe('1-based.'),
    endLine: z.number().int().optional(),
    endColumn: z.number().int().optional(),
    url: z.string().optional(),
    pointer: z.string().optional().describe('JSON pointer of the value concerned.'),
    expected: z.array(z.string()).optional(),
    note: z.string().optional(),
    cause: RelatedPlaceSchema.optional(),
    fix: z.object({range: z.tuple([z.number().int(), z.number().int()]), text: z.string()}).optional()
  })
  .meta({id: 'Diagnostic', title: 'Diagnostic', description: 'A problem at a place of the input, in the vocabulary of vfile-message.'})
