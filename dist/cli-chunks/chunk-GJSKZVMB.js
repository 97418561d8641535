#!/usr/bin/env node
import{a as r,d as s}from"./chunk-PZXRKU7E.js";function a(n){let t=0;for(let e of n.matchAll(/`+/g))t=Math.max(t,e[0].length);return"`".repeat(Math.max(3,t+1))}function d(n){return/^\(.*\)$/s.test(n.trim())}function g(n,t){if(/^[A-Za-z]\w*\(.*\)$/s.test(t.trim()))return"js";let e=r.find(i=>i===n);return(e&&s(e))??"json"}function o(n,t){if(d(t))return`*${t.trim()}*
`;let e=t.endsWith(`
`)?t:t+`
`,i=a(e);return`${i}${g(n,t)}
${e}${i}
`}function f(n){return n.optIn===!0?`off unless enabled in the configuration (\`"rules": {"${n.id}": "${n.severity==="warning"?"warn":n.severity}"}\`), in every preset`:n.severity==="warning"&&n.keptInStrict!==!0?"warning (`recommended`), error (`strict`)":`${n.severity} (\`recommended\` and \`strict\`)`}function u(n){return Object.entries(n.messages).map(([t,e])=>`- \`${t}\`: ${e}`).join(`
`)}function $(n){let t=n.kinds[0];return[`${n.description}
`,`${n.rationale}
`,`- Input: ${n.kinds.join(", ")}
- Severity: ${f(n)}
- Fixable: ${n.fixable?"yes, with `--fix`":"no"}
`,`Messages (\`messageId\`: text, \`{{name}}\` filled from \`data\`):

${u(n)}
`,`Wrong:
`,o(t,n.wrong),`Right:
`,o(t,n.right)].join(`
`)}function p(n){return`${n.description}

${n.rationale}

Wrong:
${n.wrong.trimEnd()}

Right:
${n.right.trimEnd()}
`}export{$ as a,p as b};
