#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-GPFLEO2T.js"),meta:async()=>import("./meta-V4AHP4P2.js"),subagent:async()=>import("./subagent-7MPZYQFF.js"),progress:async()=>import("./progress-7NV5FF4C.js"),handoff:async()=>import("./handoff-MKSM5W4A.js"),todos:async()=>import("./todos-AWQDHU7J.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
