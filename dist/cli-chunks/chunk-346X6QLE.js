#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-AOQWX4BA.js"),meta:async()=>import("./meta-CVU6WHAV.js"),subagent:async()=>import("./subagent-ZU24SP3B.js"),progress:async()=>import("./progress-Z6COFDZC.js"),handoff:async()=>import("./handoff-BTWGDKWD.js"),todos:async()=>import("./todos-VSULACLD.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
