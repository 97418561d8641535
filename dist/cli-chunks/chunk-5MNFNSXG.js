#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-Q3RG5ZBS.js"),meta:async()=>import("./meta-MEHCUYRM.js"),subagent:async()=>import("./subagent-N37OUJS3.js"),progress:async()=>import("./progress-ZCLL26XX.js"),handoff:async()=>import("./handoff-JQ3DISMH.js"),todos:async()=>import("./todos-YUBBLNGQ.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
