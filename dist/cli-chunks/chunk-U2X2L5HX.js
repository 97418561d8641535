#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-WJ6BD4ZU.js"),meta:async()=>import("./meta-AJFL57PU.js"),subagent:async()=>import("./subagent-DFCZEDIZ.js"),progress:async()=>import("./progress-P3RN3SOD.js"),handoff:async()=>import("./handoff-CPQPJYO5.js"),todos:async()=>import("./todos-MZTTCA5H.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
