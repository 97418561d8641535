#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-4P4FIFVY.js"),meta:async()=>import("./meta-DEHN7JF2.js"),subagent:async()=>import("./subagent-7UQBOKI2.js"),progress:async()=>import("./progress-IVSCHZJS.js"),handoff:async()=>import("./handoff-PNXMXPQB.js"),todos:async()=>import("./todos-WN5RTCMF.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
