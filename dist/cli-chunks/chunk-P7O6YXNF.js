#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-2KD77QI5.js"),meta:async()=>import("./meta-J6VM5XWG.js"),subagent:async()=>import("./subagent-2WN6UQ6H.js"),progress:async()=>import("./progress-UXLGH623.js"),handoff:async()=>import("./handoff-62M6JV2A.js"),todos:async()=>import("./todos-FPN26U4H.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
