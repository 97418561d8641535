#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-773YSQQ6.js"),meta:async()=>import("./meta-S4V6TSN6.js"),subagent:async()=>import("./subagent-26ZJ72XX.js"),progress:async()=>import("./progress-NAU7FLYA.js"),handoff:async()=>import("./handoff-J3IJ2RMZ.js"),todos:async()=>import("./todos-JFXDP4MW.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
