#!/usr/bin/env node
import{a as t}from"./chunk-EVXUSSKQ.js";import"./chunk-CZL2G4OZ.js";import"./chunk-T5WCFWTQ.js";function s(n){return n.replaceAll("%","%25").replaceAll("\r","%0D").replaceAll(`
`,"%0A")}function u(n){return s(n).replaceAll(":","%3A").replaceAll(",","%2C")}var a={error:"error",warning:"warning",info:"notice"},f=n=>{let i="";for(let o of n)for(let e of o.diagnostics){let r=[["file",o.filePath],["line",e.line],["col",e.column]];e.endLine!==void 0&&r.push(["endLine",e.endLine]),e.endColumn!==void 0&&r.push(["endColumn",e.endColumn]),r.push(["title",e.ruleId]);let l=r.map(([p,c])=>`${p}=${u(t(String(c)))}`).join(",");i+=`::${a[e.severity]} ${l}::${s(t(e.message))}
`}return i};export{s as escapeData,u as escapeProperty,f as github};
