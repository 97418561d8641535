#!/usr/bin/env node
import{c as o}from"./chunk-EVXUSSKQ.js";function s(n){let t=typeof n=="string"?n:String(n);return o(JSON.stringify(t)).replace(/[<>&]/g,r=>`\\u${r.charCodeAt(0).toString(16).padStart(4,"0")}`)}function l(n,t,r="parent"){return`${n}, in ${r==="child"?"your":"the child's"} words: ${s(t)}`}function p(n,t="parent"){return`${t==="child"?"your":"the child's"} text ${s(n)}`}function u(n,t){let r=0;for(let c of n.split(`
`)){let i=c.trimStart(),e=0;for(;e<i.length&&i[e]===t;)e++;e>r&&(r=e)}return r}function g(n){return"~".repeat(Math.max(3,u(n,"~")+1))}function a(n){let t=g(n);return`${t}
${n.replace(/\n$/,"")}
${t}
`}export{s as a,l as b,p as c,a as d};
