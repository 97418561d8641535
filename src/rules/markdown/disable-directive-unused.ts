import {markdownRule} from '../../markdown/context.js'

/**
 * Reported by the pipeline once directives are applied (`src/pipeline/inline-config.ts`),
 * and only with `inlineConfig` and `reportUnusedDisableDirectives` (`--report-unused-disable-directives`).
 */
export default markdownRule({
  id: 'disable-directive-unused',
  severity: 'warning',
  fixable: false,
  description: 'A `<!-- handback-disable … -->` comment that suppresses no problem (reported with `--report-unused-disable-directives`).',
  rationale:
    'A comment left behind after its problem was fixed would silence the next problem of that rule at that place without anyone seeing it; as with ESLint’s flag of the same name, such comments are reported so they can be removed.',
  wrong: '## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n<!-- handback-disable-next-line unknown-key -->\n',
  right: '## Status\nstate: SUCCESS\nsummary: Done.\n<!-- handback-disable-next-line unknown-key -->\nconfidence: high\n',
  exampleOptions: {inlineConfig: true, reportUnusedDisableDirectives: true},
  messages: {
    unused: 'Unexpected unused `{{directive}}`: no problem was reported here',
    unusedFor: 'Unexpected unused `{{directive}}`: no problem was reported here from {{rules}}'
  },
  check() {}
})
