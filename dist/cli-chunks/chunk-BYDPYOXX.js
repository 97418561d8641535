#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-XQJLCSIV.js"),meta:async()=>import("./meta-VGPA5FP5.js"),subagent:async()=>import("./subagent-2Y3WUPU6.js"),progress:async()=>import("./progress-4DRF6FLZ.js"),handoff:async()=>import("./handoff-Z4ZSLTJU.js"),todos:async()=>import("./todos-3GKKTJDB.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
