import {markdownRule} from '../../markdown/context.js'

/**
 * Reported by the pipeline, not by a check: whether comments are honoured is
 * decided after every other rule has run (`src/pipeline/inline-config.ts`).
 */
export default markdownRule({
  id: 'inline-config-ignored',
  severity: 'warning',
  fixable: false,
  // A comment that changes nothing must not change the errors either, under `strict` too.
  keptInStrict: true,
  description: 'A `<!-- handback-disable … -->` comment in a text whose inline configuration is off; it silences nothing.',
  rationale:
    'The checked text is written by the party being checked, so it may not switch its own checks off: comments are honoured only when the caller opts in (`inlineConfig: true`, `--inline-config`), and never by the decision of a parent. The warning shows the attempt, and that the problems it meant to hide are reported anyway. It stays a warning under `strict`, so a return gets exactly the errors it would get without the comment; set it to `error` to refuse such comments outright.',
  wrong: '<!-- handback-disable -->\n## Status\nstate: SUCCESS\nsummary: Done.\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n',
  messages: {ignored: 'Unexpected `{{directive}}`, expected no `handback-*` comment: inline configuration is off, so it changes nothing (a caller that trusts the text opts in with `inlineConfig: true` or `--inline-config`)'},
  check() {}
})
