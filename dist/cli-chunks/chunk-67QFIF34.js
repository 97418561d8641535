#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-KVY4DP6W.js"),meta:async()=>import("./meta-TFU7KF4B.js"),subagent:async()=>import("./subagent-7UF7U2GB.js"),progress:async()=>import("./progress-PIJVITXO.js"),handoff:async()=>import("./handoff-6M72TMZQ.js"),todos:async()=>import("./todos-SRRLF3LY.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
