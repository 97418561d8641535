#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-EOKTV4KM.js"),meta:async()=>import("./meta-Y4QLNKK5.js"),subagent:async()=>import("./subagent-35AXGZUT.js"),progress:async()=>import("./progress-GJDX4DWC.js"),handoff:async()=>import("./handoff-VSZZHI47.js"),todos:async()=>import("./todos-ER7JZGCB.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
