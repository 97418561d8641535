#!/usr/bin/env node
var n={markdown:async()=>import("./markdown-PCO7X5JZ.js"),meta:async()=>import("./meta-INL6ZKMZ.js"),subagent:async()=>import("./subagent-JFJYUK7E.js"),progress:async()=>import("./progress-V6XLPT4P.js"),handoff:async()=>import("./handoff-DDU44TGD.js"),todos:async()=>import("./todos-EMKTXZ55.js")},i=Object.keys(n);async function o(t){return(await n[t]()).kind}export{o as a};
