#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-AL33SUNZ.js"),meta:async()=>import("./meta-S5VWU7IL.js"),subagent:async()=>import("./subagent-OJ7MCY2G.js"),progress:async()=>import("./progress-4CQ22KBG.js"),handoff:async()=>import("./handoff-CD3BQD4R.js"),todos:async()=>import("./todos-YPWS57AF.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
