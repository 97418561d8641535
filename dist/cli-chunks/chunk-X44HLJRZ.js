#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-UJSOTIJQ.js"),meta:async()=>import("./meta-P7DQOQDP.js"),subagent:async()=>import("./subagent-N5KPGYOA.js"),progress:async()=>import("./progress-7YXDN5VX.js"),handoff:async()=>import("./handoff-ZFU5OUGM.js"),todos:async()=>import("./todos-AZFBIKZW.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
