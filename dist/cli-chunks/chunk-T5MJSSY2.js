#!/usr/bin/env node
import{a}from"./chunk-YM25HLA5.js";import{a as s}from"./chunk-4DG3VPDH.js";import{a as n}from"./chunk-EVXUSSKQ.js";import{resolve as m}from"node:path";async function g(i,t,e){let o=await a(m(e.cwd,t),{roots:[e.cwd]});if(o.ok)return o.text;e.stderr(`handback ${i}: ${n(o.reason)}
`)}function $(i,t,e,o){return e.map(r=>s(i,[r])+(r.cause?`  ${n(t)}:${r.cause.line}:${r.cause.column}: ${n(r.cause.message)}
`:"")).join("")+o.map(r=>`${n(t)}: ${n(r)}
`).join("")}export{g as a,$ as b};
