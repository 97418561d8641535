#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-3YJ3AU5D.js"),meta:async()=>import("./meta-EGM6CRAJ.js"),subagent:async()=>import("./subagent-GRE4B6PJ.js"),progress:async()=>import("./progress-DPZUD5ZK.js"),handoff:async()=>import("./handoff-TBF2XERM.js"),todos:async()=>import("./todos-NQXEUD3C.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
