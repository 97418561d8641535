#!/usr/bin/env node
function i(n){let e=0;for(let r of n)r.severity==="error"&&e++;return e}function t(n,e){return n.line-e.line||n.column-e.column||(n.ruleId<e.ruleId?-1:n.ruleId>e.ruleId?1:0)}export{i as a,t as b};
