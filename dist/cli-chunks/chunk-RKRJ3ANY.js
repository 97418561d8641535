#!/usr/bin/env node
import{a as b}from"./chunk-IDK4CEE5.js";import{a as u}from"./chunk-EVXUSSKQ.js";var l=n=>a=>`\x1B[${n}m${a}\x1B[0m`,C={red:l(31),yellow:l(33),blue:l(34),dim:l(2),underline:l(4),bold:l(1)},s=n=>n;function m(n,a){return n+" ".repeat(Math.max(0,a-n.length))}var M=(n,{color:a})=>{let r=a?C:{red:s,yellow:s,blue:s,dim:s,underline:s,bold:s},o="",y=n.flatMap(i=>i.diagnostics);for(let i of n){if(i.diagnostics.length===0)continue;let c=i.diagnostics.map(e=>({place:`${e.line}:${e.column}`,severity:e.severity,message:u(e.message).replace(/\s+/g," "),ruleId:u(e.ruleId)})),f=0,$=0;for(let e of c)f=Math.max(f,e.place.length),$=Math.max($,e.message.length);o+=`
${r.underline(u(i.filePath))}
`;for(let e of c){let w=e.severity==="error"?r.red(m("error",7)):e.severity==="warning"?r.yellow(m("warning",7)):r.blue(m("info",7));o+=`  ${r.dim(m(e.place,f))}  ${w}  ${m(e.message,$)}  ${r.dim(e.ruleId)}
`}}let t=b(y),g=t.errorCount+t.warningCount;if(g===0)return o;let d=`\u2716 ${g} problem${g===1?"":"s"} (${t.errorCount} error${t.errorCount===1?"":"s"}, ${t.warningCount} warning${t.warningCount===1?"":"s"})`;o+=`
${r.bold(t.errorCount>0?r.red(d):r.yellow(d))}
`;let h=n.filter(i=>i.diagnostics.some(c=>c.severity!=="info")).length;o+=`  ${n.length} file${n.length===1?"":"s"} checked: ${n.length-h} clean, ${h} with problems
`;let p=t.fixableErrorCount+t.fixableWarningCount;return p>0&&(o+=`  ${p} problem${p===1?"":"s"} potentially fixable with the \`--fix\` option.
`),o};export{M as a};
