#!/usr/bin/env node
import{a as m}from"./chunk-RDSOVCTG.js";import{b as f}from"./chunk-I42GO2PT.js";import"./chunk-6ZPAOPTB.js";import"./chunk-RM32GU2V.js";import"./chunk-JXT3KWR3.js";import"./chunk-MMTWLAAR.js";import"./chunk-A46IPRSM.js";import"./chunk-FLWGKZLD.js";import"./chunk-VNNMTEFQ.js";import"./chunk-SKX5LXHM.js";import"./chunk-V7WFVRAK.js";import{b as c}from"./chunk-EVXUSSKQ.js";import"./chunk-QI24KNZW.js";import"./chunk-FUK2TBD4.js";import"./chunk-UC2YDUYE.js";import"./chunk-X65YHHLL.js";import"./chunk-GRSEKTAA.js";import"./chunk-YZTQVSWC.js";import"./chunk-KNJUJPXE.js";import"./chunk-3AQGXDNF.js";import"./chunk-EQAZVHCI.js";import"./chunk-F37DLT3O.js";import"./chunk-OJ5HDF47.js";import"./chunk-6G4G6QKO.js";import"./chunk-L2DTJ5L2.js";import"./chunk-B4C65QBD.js";import"./chunk-ZWMKS5QL.js";import{b as d,c as l}from"./chunk-DOSBB7X6.js";import"./chunk-SOR2JFEW.js";import"./chunk-IOFJQGKF.js";import{a as p}from"./chunk-ZR5V7BEP.js";import"./chunk-MXU3LQ3J.js";import"./chunk-XOPRJQZ6.js";import"./chunk-CZL2G4OZ.js";import"./chunk-T5WCFWTQ.js";function L(e){let n=0;for(let t of e.matchAll(/`+/g))n=Math.max(n,t[0].length);return"`".repeat(Math.max(3,n+1))}function b(e){return/^\(.*\)$/s.test(e.trim())}function C(e,n){return/^[A-Za-z]\w*\(.*\)$/s.test(n.trim())?"js":e==="markdown"?"markdown":"json"}function g(e,n){if(b(n))return`*${n.trim()}*
`;let t=n.endsWith(`
`)?n:n+`
`,s=L(t);return`${s}${C(e,n)}
${t}${s}
`}function k(e){return e.optIn===!0?`off unless enabled in the configuration (\`"rules": {"${e.id}": "${e.severity==="warning"?"warn":e.severity}"}\`), in every preset`:e.severity==="warning"&&e.keptInStrict!==!0?"warning (`recommended`), error (`strict`)":`${e.severity} (\`recommended\` and \`strict\`)`}function h(e){let n=e.kinds[0]??"markdown";return[`${e.description}
`,`${e.rationale}
`,`- Input: ${e.kinds.join(", ")}
- Severity: ${k(e)}
- Fixable: ${e.fixable?"yes, with `--fix`":"no"}
`,`Wrong:
`,g(n,e.wrong),`Right:
`,g(n,e.right)].join(`
`)}function x(e){return`${e.description}

${e.rationale}

Wrong:
${e.wrong.trimEnd()}

Right:
${e.right.trimEnd()}
`}var y="%SRCROOT%",F="https://json.schemastore.org/sarif-2.1.0.json";function $(e){return e==="error"?"error":e==="warning"?"warning":"note"}function u(e){return e.split("/").map(n=>/^[A-Za-z]:$/.test(n)?n:encodeURIComponent(n.replace(new RegExp("\\p{Cs}","gu"),"\uFFFD"))).join("/")}function v(e){let n=e.replaceAll("\\","/");return n.startsWith("/")?{uri:`file://${u(n)}`}:/^[A-Za-z]:\//.test(n)?{uri:`file:///${u(n)}`}:{uri:u(n.replace(/^(\.\/)+/,"")),uriBaseId:y}}function j(e){return v(e.replaceAll("\\","/").replace(/\/?$/,"/")).uri??"file:///"}function M(e){return{id:e.id,shortDescription:{text:e.description},fullDescription:{text:e.rationale},help:{text:x(e),markdown:h(e)},helpUri:l(e.id),defaultConfiguration:{level:$(e.severity)},properties:{tags:[...e.kinds],fixable:e.fixable}}}function R(e){return{startLine:e.line,startColumn:e.column,...e.endLine===void 0?{}:{endLine:e.endLine},...e.endColumn===void 0?{}:{endColumn:e.endColumn}}}function A(e){if(e.text==="")return"Delete the span";let n=e.text.length>80?`${e.text.slice(0,79)}\u2026`:e.text;return`Replace the span with ${JSON.stringify(n)}`}function I(e,n,t){let s=n.charCodeAt(0)===65279?1:0,a=s?n.slice(1):n,r=p(a),i=r.toPoint(Math.max(0,e.range[0]-s)),o=r.toPoint(Math.max(0,e.range[1]-s));if(!(!i||!o||e.range[1]<e.range[0]))return{description:{text:A(e)},artifactChanges:[{artifactLocation:t,replacements:[{deletedRegion:{startLine:i.line,startColumn:i.column,endLine:o.line,endColumn:o.column},insertedContent:{text:e.text}}]}]}}var D="handback/v1";function U(e,n,t,s,a){let r=s.get(e.ruleId),i=e.fix?I(e.fix,n.source,t):void 0,o={};return e.pointer!==void 0&&(o.pointer=e.pointer),e.expected&&(o.expected=e.expected),e.note!==void 0&&(o.note=e.note),{ruleId:e.ruleId,...r===void 0?{}:{ruleIndex:r},level:$(e.severity),message:{text:e.note===void 0?e.message:`${e.message}. ${e.note}`},locations:[{physicalLocation:{artifactLocation:t,region:R(e)}}],...e.cause?{relatedLocations:[{id:1,message:{text:e.cause.message},physicalLocation:{artifactLocation:t,region:R(e.cause)}}]}:{},...i?{fixes:[i]}:{},...a===void 0?{}:{partialFingerprints:{[D]:a}},...Object.keys(o).length>0?{properties:o}:{}}}function O(e,n={}){let t=new Map;for(let[r,i]of f.entries())t.has(i.id)||t.set(i.id,r);let a={tool:{driver:{name:"handback",informationUri:d,...n.version===void 0?{}:{version:n.version},rules:f.map(M)}},...n.cwd===void 0?{}:{originalUriBaseIds:{[y]:{uri:j(n.cwd)}}},columnKind:"utf16CodeUnits",results:e.flatMap(r=>{let i=v(r.filePath),o=m(r);return r.diagnostics.map((w,S)=>U(w,r,i,t,o[S]))})};return{$schema:F,version:"2.1.0",runs:[a]}}var Z=(e,n)=>{let t={};return n.cwd!==void 0&&(t.cwd=n.cwd),n.version!==void 0&&(t.version=n.version),c(O(e,t),2)+`
`};export{v as artifactLocation,D as fingerprintKey,Z as sarif,O as toSarifLog};
