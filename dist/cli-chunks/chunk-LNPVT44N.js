#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-ASJPTNGM.js"),meta:async()=>import("./meta-Q7I6RHUO.js"),subagent:async()=>import("./subagent-YHGCSFCY.js"),progress:async()=>import("./progress-AWED7Q35.js"),handoff:async()=>import("./handoff-77UDFQMT.js"),todos:async()=>import("./todos-5ESNK4SR.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
