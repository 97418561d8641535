#!/usr/bin/env node
function o(n){let t=0;for(let i of n.matchAll(/`+/g))t=Math.max(t,i[0].length);return"`".repeat(Math.max(3,t+1))}function s(n){return/^\(.*\)$/s.test(n.trim())}function g(n,t){return/^[A-Za-z]\w*\(.*\)$/s.test(t.trim())?"js":n==="markdown"?"markdown":"json"}function e(n,t){if(s(t))return`*${t.trim()}*
`;let i=t.endsWith(`
`)?t:t+`
`,r=o(i);return`${r}${g(n,t)}
${i}${r}
`}function a(n){return n.optIn===!0?`off unless enabled in the configuration (\`"rules": {"${n.id}": "${n.severity==="warning"?"warn":n.severity}"}\`), in every preset`:n.severity==="warning"&&n.keptInStrict!==!0?"warning (`recommended`), error (`strict`)":`${n.severity} (\`recommended\` and \`strict\`)`}function d(n){let t=n.kinds[0]??"markdown";return[`${n.description}
`,`${n.rationale}
`,`- Input: ${n.kinds.join(", ")}
- Severity: ${a(n)}
- Fixable: ${n.fixable?"yes, with `--fix`":"no"}
`,`Wrong:
`,e(t,n.wrong),`Right:
`,e(t,n.right)].join(`
`)}function c(n){return`${n.description}

${n.rationale}

Wrong:
${n.wrong.trimEnd()}

Right:
${n.right.trimEnd()}
`}export{d as a,c as b};
