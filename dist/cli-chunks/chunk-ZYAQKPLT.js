#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-BED55H34.js"),meta:async()=>import("./meta-EGKXXWF7.js"),subagent:async()=>import("./subagent-WSBE6NJP.js"),progress:async()=>import("./progress-R35XXM52.js"),handoff:async()=>import("./handoff-EIIZ4BO3.js"),todos:async()=>import("./todos-PZDSV4JP.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
