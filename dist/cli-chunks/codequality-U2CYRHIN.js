#!/usr/bin/env node
import{a as n}from"./chunk-RDSOVCTG.js";import{b as t}from"./chunk-EVXUSSKQ.js";import"./chunk-CZL2G4OZ.js";import"./chunk-T5WCFWTQ.js";var s={error:"major",warning:"minor",info:"info"},y=o=>t(o.flatMap(r=>{let i=n(r);return r.diagnostics.map((e,p)=>({type:"issue",check_name:e.ruleId,description:e.message,...e.note===void 0?{}:{content:{body:e.note}},categories:["Style"],location:{path:r.filePath.replaceAll("\\","/"),lines:{begin:e.line,end:e.endLine??e.line}},severity:s[e.severity],fingerprint:i[p]}))}),2)+`
`;export{y as codequality};
