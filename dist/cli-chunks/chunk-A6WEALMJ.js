#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-CQ42RWXL.js"),meta:async()=>import("./meta-HZLWOO4F.js"),subagent:async()=>import("./subagent-SFLCFBOY.js"),progress:async()=>import("./progress-FEMYNXG5.js"),handoff:async()=>import("./handoff-BFHJLHFH.js"),todos:async()=>import("./todos-WGVDUN54.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
