#!/usr/bin/env node
function s(n){let t=0;for(let e of n.matchAll(/`+/g))t=Math.max(t,e[0].length);return"`".repeat(Math.max(3,t+1))}function o(n){return/^\(.*\)$/s.test(n.trim())}function a(n,t){return/^[A-Za-z]\w*\(.*\)$/s.test(t.trim())?"js":n==="markdown"?"markdown":"json"}function r(n,t){if(o(t))return`*${t.trim()}*
`;let e=t.endsWith(`
`)?t:t+`
`,i=s(e);return`${i}${a(n,t)}
${e}${i}
`}function g(n){return n.optIn===!0?`off unless enabled in the configuration (\`"rules": {"${n.id}": "${n.severity==="warning"?"warn":n.severity}"}\`), in every preset`:n.severity==="warning"&&n.keptInStrict!==!0?"warning (`recommended`), error (`strict`)":`${n.severity} (\`recommended\` and \`strict\`)`}function d(n){return Object.entries(n.messages).map(([t,e])=>`- \`${t}\`: ${e}`).join(`
`)}function c(n){let t=n.kinds[0]??"markdown";return[`${n.description}
`,`${n.rationale}
`,`- Input: ${n.kinds.join(", ")}
- Severity: ${g(n)}
- Fixable: ${n.fixable?"yes, with `--fix`":"no"}
`,`Messages (\`messageId\`: text, \`{{name}}\` filled from \`data\`):

${d(n)}
`,`Wrong:
`,r(t,n.wrong),`Right:
`,r(t,n.right)].join(`
`)}function f(n){return`${n.description}

${n.rationale}

Wrong:
${n.wrong.trimEnd()}

Right:
${n.right.trimEnd()}
`}export{c as a,f as b};
