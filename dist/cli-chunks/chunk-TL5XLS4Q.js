#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-OEUJUZQT.js"),meta:async()=>import("./meta-I2HHPAXN.js"),subagent:async()=>import("./subagent-4USLBIEH.js"),progress:async()=>import("./progress-F3SAHHEE.js"),handoff:async()=>import("./handoff-N7VBGV6H.js"),todos:async()=>import("./todos-MNSN46WD.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
