#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-H6Z7XCIF.js"),meta:async()=>import("./meta-FX5TBDEK.js"),subagent:async()=>import("./subagent-DFRMFJNU.js"),progress:async()=>import("./progress-DDRNJ74H.js"),handoff:async()=>import("./handoff-USWQXPPC.js"),todos:async()=>import("./todos-METC63PT.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
