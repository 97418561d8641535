#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-N524YHWX.js"),meta:async()=>import("./meta-6HFBGIIY.js"),subagent:async()=>import("./subagent-QGB37Z5O.js"),progress:async()=>import("./progress-2NDFS5EA.js"),handoff:async()=>import("./handoff-AR6ABQ7D.js"),todos:async()=>import("./todos-TDDB2HZJ.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
