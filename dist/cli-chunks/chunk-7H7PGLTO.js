#!/usr/bin/env node
function i(e,r){let n=r.rules&&Object.hasOwn(r.rules,e.id)?r.rules[e.id]:void 0,t=n===0?"off":n===1?"warn":n===2?"error":n;return t==="off"?"off":t==="warn"?"warning":t==="info"||t==="error"?t:e.optIn===!0?"off":r.preset==="strict"&&e.severity==="warning"&&e.keptInStrict!==!0?"error":e.severity}export{i as a};
