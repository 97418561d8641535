#!/usr/bin/env node
import{a as b}from"./chunk-IDK4CEE5.js";import{a as m}from"./chunk-EVXUSSKQ.js";import"./chunk-CZL2G4OZ.js";import"./chunk-T5WCFWTQ.js";var s=r=>i=>`\x1B[${r}m${i}\x1B[0m`,h={red:s(31),yellow:s(33),blue:s(34),dim:s(2),underline:s(4),bold:s(1)},l=r=>r;function u(r,i){return r+" ".repeat(Math.max(0,i-r.length))}var v=(r,{color:i})=>{let n=i?h:{red:l,yellow:l,blue:l,dim:l,underline:l,bold:l},o="",y=r.flatMap(a=>a.diagnostics);for(let a of r){if(a.diagnostics.length===0)continue;let $=a.diagnostics.map(e=>({place:`${e.line}:${e.column}`,severity:e.severity,message:m(e.message).replace(/\s+/g," "),ruleId:m(e.ruleId)})),g=0,f=0;for(let e of $)g=Math.max(g,e.place.length),f=Math.max(f,e.message.length);o+=`
${n.underline(m(a.filePath))}
`;for(let e of $){let w=e.severity==="error"?n.red(u("error",7)):e.severity==="warning"?n.yellow(u("warning",7)):n.blue(u("info",7));o+=`  ${n.dim(u(e.place,g))}  ${w}  ${u(e.message,f)}  ${n.dim(e.ruleId)}
`}}let t=b(y),c=t.errorCount+t.warningCount;if(c===0)return o;let d=`\u2716 ${c} problem${c===1?"":"s"} (${t.errorCount} error${t.errorCount===1?"":"s"}, ${t.warningCount} warning${t.warningCount===1?"":"s"})`;o+=`
${n.bold(t.errorCount>0?n.red(d):n.yellow(d))}
`;let p=t.fixableErrorCount+t.fixableWarningCount;return p>0&&(o+=`  ${p} problem${p===1?"":"s"} potentially fixable with the \`--fix\` option.
`),o};export{v as stylish};
