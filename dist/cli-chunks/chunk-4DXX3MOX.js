#!/usr/bin/env node
function n(e){let t=0;for(let s of e.split("/"))s.includes("**")&&t++;return t>2?`it has ${t} \`**\`, more than 2: matching it takes time growing as a path's depth to the power ${t}`:void 0}var o=128;export{n as a,o as b};
