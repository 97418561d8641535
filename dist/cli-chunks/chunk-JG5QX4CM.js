#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-ZVDFJ3RY.js"),meta:async()=>import("./meta-4IFDMYP3.js"),subagent:async()=>import("./subagent-WJZYL2AU.js"),progress:async()=>import("./progress-BBCYILCK.js"),handoff:async()=>import("./handoff-ZVFHG2LL.js"),todos:async()=>import("./todos-THAG74BH.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
