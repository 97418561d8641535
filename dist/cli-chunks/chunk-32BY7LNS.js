#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-4ZF6A76M.js"),meta:async()=>import("./meta-EYBMELAN.js"),subagent:async()=>import("./subagent-HHSVLCSW.js"),progress:async()=>import("./progress-FURNVEWU.js"),handoff:async()=>import("./handoff-GFVNMIFS.js"),todos:async()=>import("./todos-BBUZ7EFC.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
