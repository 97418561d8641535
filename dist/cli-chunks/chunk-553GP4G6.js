#!/usr/bin/env node
import{a as j,b as w}from"./chunk-V7WFVRAK.js";import{c as D,d as q,e as A,f as M,g as L,h as K,j as ee,m,n as h,o as S,p as he,q as ge,r as ye,u as Se,x as we}from"./chunk-3B25HHMY.js";import{b,c as pe,f as Q,g as V,h as N,i as v,j as _,k as R,l as E,n as $,o as O,p as F,q as W,r as g,s as fe,t as Z,u as X,v as B}from"./chunk-W7VHHXY6.js";import{a as ue,d as T}from"./chunk-EFIVCYYM.js";import{d as P}from"./chunk-GEAR5KHR.js";import{a as ke,b as xe,c as be,d as te,e as ne}from"./chunk-7WQMJG2I.js";import{b as J}from"./chunk-EVXUSSKQ.js";import{a as ce}from"./chunk-IOFJQGKF.js";import{a as me}from"./chunk-ZR5V7BEP.js";function bn(e,s,t,n,i){let r,a=e.includes(`\r
`)?`\r
`:`
`,d=(u,l)=>((r??=me(e)).toOffset({line:u,column:l})??e.length)+s,o=u=>u>t.lines.length?e.length+s:d(u,1);return{model:t,extracted:n,positions:i,eol:a,replace:(u,l)=>({range:[d(u.line,u.column),d(u.endLine,u.endColumn)],text:l}),replaceLines:(u,l,c)=>({range:[o(u),o(l+1)],text:c})}}var ht=/^[ \t]{0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?(?:overall[ \t]+|final[ \t]+|task[ \t]+)?status(?:\*\*|__)?[ \t]*[:\u2014\u2013-](?:\*\*|__)?[ \t]*\S/i,gt=/^[ \t]*[^#\s][^#]*#{1,6}[ \t]+status\b/i;function yt(e){let s=new Set;for(let t of T(e.tree).code)for(let n=t.position?.start.line??0;n<=(t.position?.end.line??0);n++)s.add(n);for(let t=0;t<e.lines.length;t++){let n=e.lines[t];if(s.has(t+1)||!(ht.test(n)||gt.test(n)))continue;let i=n.length-n.trimStart().length,r=n.trimEnd().length;return{text:n.slice(i,Math.min(r,i+120)),place:{line:t+1,column:i+1,endLine:t+1,endColumn:r+1}}}}var ve={id:"section-missing",severity:"error",fixable:!1,description:"A required section (`## Status`, `## Deliverables`, `## Evidence`, `## Runtime Attestation`) is missing.",rationale:"The parent reads each section by its heading; without `## Status` there is no return at all and the report is `null`.",wrong:`## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.

## Deliverables
- (none)

## Evidence
- (none)

## Runtime Attestation
runtime_model_reported: openai/gpt-5.2
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- (none)
`,messages:{missing:"Missing section `{{heading}}`",statusClaim:"Unexpected status line `{{text}}` {{where}}, expected a `## Status` section with `state:` (no report can be read)",noStatus:"Unexpected text without a `## Status` section, expected a return (no report can be read)"},check({model:e,extracted:s,report:t}){let n=m(e,"status"),i=!e.sections.some(d=>d.kind!==void 0),r=n?void 0:yt(e),a=n?.headingPlace??(i?r?.place:void 0)??{line:1,column:1,endLine:1,endColumn:1};for(let d of i?["status"]:j){if(d==="attestation"?S(e):m(e,d))continue;let u=`## ${w[d]}`;t({...d!=="status"?{messageId:"missing",data:{heading:u}}:r?{messageId:"statusClaim",data:{text:r.text,where:i?"in free-form text":"outside a Status section"}}:{messageId:"noStatus"},place:d==="status"?r?.place??a:a,expected:[u],...d==="status"&&s===null?{note:"Every return starts with `## Status` holding `state:` and `summary:`."}:{}})}}};var Re={id:"section-duplicate",severity:"error",fixable:!1,description:"A section appears twice; only the first is read.",rationale:"Two `## Status` sections leave the parent guessing which one is true, so the second is ignored and reported.",wrong:`## Status
state: ERROR
summary: Failed.
retry_recommended: no

## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{duplicate:"Unexpected second `## {{section}}` section; only the first is read"},check({model:e,report:s}){let t=new Map;for(let n of e.sections){if(!n.kind)continue;let i=t.get(n.kind);if(!i){t.set(n.kind,n);continue}s({messageId:"duplicate",data:{section:w[n.kind]},place:n.headingPlace,cause:{message:"First section",place:i.headingPlace}})}}};var St=["state","summary"],wt=["runtime_model_reported","runtime_mode_reported","files_created","files_modified"],Ce={id:"key-missing",severity:"error",fixable:!1,description:"A required key is missing: `state` or `summary` in Status, or one of the four attestation keys.",rationale:"Parents route on `state`, show `summary`, and audit the runtime and the files touched from the attestation.",wrong:`## Status
state: SUCCESS
`,right:`## Status
state: SUCCESS
summary: Added the parser and its tests.
`,messages:{missing:"Missing key `{{key}}` in {{section}}"},check({model:e,report:s}){let t=[[m(e,"status"),St,"Status"],[S(e),wt,"Runtime Attestation"]];for(let[n,i,r]of t){if(!n)continue;let a=h(n);for(let d of i)a.has(d)||d==="state"&&n.headingState||s({messageId:"missing",data:{key:d,section:r},place:n.headingPlace,expected:[`${d}:`]})}}};var _e={id:"key-duplicate",severity:"error",fixable:!1,description:"A key appears twice in one section; only the first is read.",rationale:"A parent that reads the last value and one that reads the first would disagree.",wrong:`## Status
state: SUCCESS
state: ERROR
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{duplicate:"Unexpected second `{{key}}` key; only the first is read"},check({model:e,report:s}){for(let t of e.sections){if(!t.kind)continue;let n=new Map;for(let i of t.entries){if(i.type!=="key")continue;let r=n.get(i.key);if(!r){n.set(i.key,i);continue}s({messageId:"duplicate",data:{key:i.key},place:i.keyPlace,cause:{message:"First key",place:r.keyPlace}})}}}};var kt=["state","summary","error_code","retry_recommended","retry_hint","runtime_model_reported","runtime_mode_reported"],xt=new Set(["files_created","files_modified","limitations"]),Ee={id:"value-empty",severity:"error",fixable:!1,description:"A key that takes a single value has none, or the text ends on a list key without items.",rationale:"An empty `summary:` or `runtime_model_reported:` looks present to a grep but tells the parent nothing. A list key with nothing after it at the very end of the text (`files_modified:`) is where a return cut short stops: an empty list is written `- (none)`.",wrong:`## Status
state: SUCCESS
summary:
`,right:`## Status
state: SUCCESS
summary: Added the parser and its tests.
`,messages:{empty:"Unexpected empty value for `{{key}}`",cutShort:"Unexpected end of the text after `{{key}}:`, expected its items or `- (none)`: the return may be cut short"},check({model:e,report:s}){for(let t of[m(e,"status"),S(e)])for(let n of kt){let i=h(t).get(n);!i||i.value!==""||s({messageId:"empty",data:{key:n},place:i.keyPlace,...i.items.length>0?{note:`\`${n}\` takes one value on its own line, not a list.`}:{}})}for(let t of[S(e)])for(let n of t?.entries??[])n.type!=="key"||!xt.has(n.key)||n.value!==""||n.items.length>0||e.lines.slice(n.line.line).some(i=>i.trim()!=="")||s({messageId:"cutShort",data:{key:n.key},place:n.keyPlace})}};var Oe=/^[\s>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})\s*([^\s`]*)/,re=class{open=[];next(s,t){let n=s.includes("```")||s.includes("~~~")?Oe.exec(s):null,i=this.open.at(-1);if(n&&i&&n[1][0]===i.mark[0]&&n[1].length>=i.mark.length&&s.trim()===n[1])return this.open.pop(),!1;if(n&&(!i||i.prose))return this.open.push({mark:n[1],prose:ue.has(n[2].toLowerCase()),status:t}),!1;if(i===void 0)return!0;if(!i.prose)return!1;let r=ee(s.replace(/^[\s>]*/,""));return r!==void 0&&K(r)?.kind==="status"&&(i.status=!0),i.status}};function I(e){return[...new Set(e)].sort((s,t)=>t.length-s.length).map(s=>s.replace(/[.*+?^${}()|[\]\\]/g,"\\$&").replace(/\s+/g,"[ \\t]+")).join("|")}var De=new Set(b("outcomeName").map(e=>e.replace(/\s+/g,"_"))),H=new Set(Object.keys(P).filter(e=>P[e]==="SUCCESS"&&!e.includes("_"))),Te=new Set(Object.keys(P).filter(e=>P[e]!=="SUCCESS"&&!e.includes("_"))),bt=new RegExp(I(["state","status",...[...De,...H,...Te].flatMap(e=>e.split("_"))]),"i"),vt=/^[\s>]*(?:<!--\s*|\[\/\/\]:[ \t]*#[ \t]*\(\s*)?/;function Rt(e,s,t,n){let{lines:i}=e,r=l=>l>=n.from&&l<=n.to,a=tn(e,i,r),d=new re,o=Yt(i),u=Ut(e);for(let l=0;l<i.length;l++){if(!d.next(i[l],r(l+1))||a.has(l+1)||l+1===s||!bt.test(o[l]))continue;let c=Vt(o[l]);if(c===void 0)continue;let p=Ie(c);if(c.key==="status"&&!r(l+1)&&!(c.outright&&p!==void 0&&u(l+1))||p!=="ERROR"&&!(t==="SUCCESS"&&p==="PARTIAL"))continue;if(![l,l+2].some(f=>{let y=f===s||a.has(f)?void 0:oe(o[f-1]??"");return y!==void 0&&Ie(y)!==p}))return{signal:"state-line-elsewhere",where:"other",said:`${c.name??c.key}: ${c.value}`,line:l+1}}}function Ct(e,s){let t=e.replace(/[\p{Extended_Pictographic}\uFE0F.!]/gu,"").trim();if(s!=="SUCCESS"||t.length>40)return;let n=W(t,"SUCCESS");return n!==void 0&&n.toLowerCase()===t.toLowerCase()?"PARTIAL":void 0}var _t=new Set(b("earlier").filter(e=>/^[a-z]+$/.test(e))),Et=e=>e.split("_").some(s=>_t.has(s)),Me=b("failureCount"),At=new RegExp(`(?:^|[\\s(,;])[1-9]\\d*[ \\t]+(?:${I(Me)})(?![\\p{L}\\p{N}_])`,"iu"),Lt=new Set(Me.map(e=>e.split(/\s+/).reverse().join("_")));function It(e,s){return Lt.has(e)&&/^[ \t*_`]*[1-9]\d*\b/.test(s)?!0:At.test(s)&&!de.test(s)}var le=new RegExp(`^(?:${I(b("outcomeName"))})(?![\\p{L}\\p{N}_])`,"iu");function Ut(e){let s=e.sections[0]?.headingLine.line??Number.POSITIVE_INFINITY,{sections:t}=e;return n=>{if(n<s)return!0;let i=0,r=t.length;for(;i<r;){let d=i+r>>>1;t[d].headingLine.line<=n?i=d+1:r=d}let a=t[i-1];return a!==void 0&&(a.kind==="attestation"||a.kind===void 0&&le.test(a.title.replace(/^[^\p{L}]+/u,"")))}}function Pt(e,s,t){for(let n=s+1;n<=t;n++){let i=(e[n-1]??"").replace(/^[\s>*_-]+/,"").trim();if(i===""||/^(?:=+|-+)$/.test(i))continue;let r=i.split(/\s[\u2014\u2013-]\s|[:.](?:\s|$)/)[0].trim(),a=g(r).state??F(r)??(z(i,We)===void 0?void 0:"ERROR");return a===void 0?void 0:{state:a,text:i,line:n}}}var Ke=`0|${I(b("nothing","zero"))}`,je=new RegExp(`^(?:${Ke})(?: ?\\([^()]*\\))?\\.?$`,"iu");function $t(e){return e.length===1&&je.test(e[0].trim())}function Ot(e){let[s]=e.split(/\s[\u2014\u2013-]\s|[;:,](?:\s|$)|\.\s/),t=s.trim().replace(/\.$/,"");return R(t)||je.test(t)}function Dt(e,s,t){let n=!1;for(let i=s+1;i<=t;i++){let r=e[i-1],a=D(r),d=(a?r.slice(a.contentStart):r).trim();if(d!==""&&!(i===s+1&&/^(?:=+|-+)$/.test(d))){if(!Ot(d))return"content";n=!0}}return n?"none":"empty"}var Ae=/^(?:[\s*_([{]|<\/?[a-z]{1,10}>)+/i,Ne=new RegExp(`${le.source}[ \\t]*[:\\u2014\\u2013-][ \\t]*`,"iu"),Tt=N("notDone","unfinished"),Mt=N("benign");function Kt(e){let s=V(e.slice(0,120)),t=Tt.at(s,0);if(t===void 0)return;let n=s.slice(t,t+40);return Mt.all(n).some(i=>n.slice(0,i.index).trim()==="")?void 0:e.slice(0,t)}var de={test:e=>N("repair").test(V(e))},jt=/[:\u2014\u2013()[\]{}<>"\u201d]|\s-\s|[.!?;,](?:\s|$)/,Nt=new RegExp(`^[ \\t*_\`]*(?:${Ke})[ \\t*_\`]*(?:[,;]|\\.(?!\\d)|\\s[\\u2014\\u2013-]\\s|$)`,"iu"),Ft=new RegExp(`^([A-Za-z]+)[ \\t]+(?:${I(b("cause"))})(?![\\p{L}\\p{N}_])(?![ \\t]+(?:${I(b("nothing","negation"))})(?![\\p{L}\\p{N}_]))`,"iu");function se(e,s){if(s!=="SUCCESS"||de.test(e.slice(0,240)))return;let t=e.replace(Ae,""),n=Ne.exec(t);n&&(t=t.slice(n[0].length).replace(Ae,""));let i=jt.exec(t),r=(i?t.slice(0,i.index):t).trim(),a=Kt(t);if(a!==void 0)return a;if(r==="")return;let d=i?t.slice(i.index+i[0].length):"";if(Nt.test(d))return;let o=g(r).state;if(o==="ERROR"||o==="PARTIAL")return r;let u=r.length<=40?W(r,"SUCCESS"):void 0;if(u!==void 0&&u.toLowerCase()===r.toLowerCase())return r;let l=Ft.exec(r);return(l?g(l[1]).state:void 0)==="ERROR"?l[0]:void 0}var Wt=new RegExp(`[${Object.keys(Q).join("")}]`,"gu"),Bt=/[\u115F\u1160\u3164\uFFA0\u2800]/g,qt=new RegExp("\\p{Default_Ignorable_Code_Point}","gu"),Ht=/\\([!-/:-@[-`{-~])/g;function ae(e){return e.normalize("NFKC").replace(Bt," ").replace(qt,"").replace(Wt,s=>Q[s])}var ie=new Map,zt=/[\p{M}\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uD7B0-\uD7FF]/u;function Gt(e){for(let s=0;s<e.length;s++){if(e.charCodeAt(s)<128)continue;let t=String.fromCodePoint(e.codePointAt(s)),n=ie.get(t);if(n===void 0&&(n=!zt.test(t)&&ae(t)===t,ie.size<4096&&ie.set(t,n)),!n)return!1;s+=t.length-1}return!0}function Yt(e){let s=e.join(`
`);if(Gt(s))return e;let t=ae(s).split(`
`);return t.length===e.length?t:e.map(ae)}var Jt=/"(state|status)"[ \t]*:[ \t]*"([^"]{0,40})"/i,Qt=/^[*_`]{0,2}(state|status)[*_`]{0,2}[ \t]*(?:=|[-\u2013\u2014])[ \t]*(\S.*)$/i;function Le(e,s){return s.bullet===void 0&&!/^[\s]*(?:>|<!--)/.test(e)}function oe(e){let s=/^[\s>]*\[\/\/\]:/.test(e),t=e.replace(Ht,"$1").replace(vt,"").trimEnd();t.endsWith("-->")&&(t=t.slice(0,-3).trimEnd()),s&&t.endsWith(")")&&(t=t.slice(0,-1).trimEnd());let n=/^<(state|status)>([^<]{0,64})<\/\1>$/i.exec(t);if(n)return{key:n[1].toLowerCase()==="state"?"state":"status",value:n[2].trim(),outright:!0};t=t.replace(/^#{1,6}[ \t]+/,"");let i=/^(\*\*|__|\*|_)(?=\S)/.exec(t)?.[1];if(i&&t.length>i.length*2&&t.endsWith(i)&&!t.slice(i.length,-i.length).includes(i)&&(t=t.slice(i.length,-i.length).trim()),t.startsWith("|")){let l=t.split("|");return l.length>3&&q(v(l[1]).text)==="state"?{key:"state",value:l[2].trim()}:void 0}let r=t.startsWith("{")||t.startsWith('"')?Jt.exec(t):null;if(r)return r[1].toLowerCase()==="state"?{key:"state",value:r[2]}:/"summary"[ \t]*:/i.test(t)?{key:'"status"',value:r[2]}:void 0;let a=A(t);if(a?.key==="state"||a?.key==="status")return{key:a.key,name:a.rawKey,value:a.value,outright:Le(e,a)};if(a&&De.has(a.key))return{key:"status",name:a.rawKey,value:a.value,outright:Le(e,a)};let d=a&&(H.has(a.key)||Te.has(a.key))?_(a.value)?.value:void 0;if(d!==void 0&&H.has(a.key)===!d)return{key:"status",name:a.rawKey,value:a.value,state:H.has(a.key)?"PARTIAL":"ERROR",outright:!1};if(a?.key==="summary"){let l=A(a.value);return l?.key==="state"&&l.bullet===void 0?{key:"state",value:l.value}:void 0}if(a)return;let o=D(t),u=Qt.exec(o?t.slice(o.contentStart):t);if(u)return{key:u[1].toLowerCase()==="state"?"state":"status",value:u[2],outright:o===void 0&&!/^[\s]*(?:>|<!--)/.test(e)}}function Ie(e){if(e.state)return e.state;let s=g(e.value);return s.remark===void 0||e.outright?s.state:void 0}var Ue=/[\v\f\u0085\u2028\u2029]/;function Vt(e){if(!Ue.test(e))return oe(e);for(let s of e.split(Ue)){let t=oe(s);if(t)return t}}var Zt=new Set(["json","jsonc","json5",""]),Xt=/"status"[ \t]*:[ \t]*"([^"\n]{0,40})"/i;function en(e,s){for(let t of T(e.tree).code){if(!Zt.has((t.lang??"").toLowerCase())||t.value.length>65536||!/"summary"[ \t]*:/i.test(t.value))continue;let n;try{n=JSON.parse(t.value)}catch{continue}if(typeof n!="object"||n===null||Array.isArray(n))continue;let i=n;if(typeof i.status!="string"||typeof i.summary!="string"||!(Array.isArray(i.artifacts)||typeof i.metadata=="object"&&i.metadata!==null))continue;let r=g(i.status).state,a=Xt.exec(t.value);if(r!=="ERROR"&&!(s==="SUCCESS"&&r==="PARTIAL"))continue;let d=(t.position?.start.line??1)+(a?t.value.slice(0,a.index).split(`
`).length-1:0)+(t.position&&/^[ \t>]*(?:`{3,}|~{3,})/.test(e.lines[t.position.start.line-1]??"")?1:0);return{signal:"console-return-in-code",where:"other",said:`"status": ${JSON.stringify(i.status)}`,line:d}}}function tn(e,s,t){let n=new Set;for(let i of T(e.tree).code){let r=i.position?.start.line,a=i.position?.end.line;if(r===void 0||a===void 0||Oe.test(s[r-1]??""))continue;let d=!1;for(let o=r;o<=a&&!d;o++){let u=ee((s[o-1]??"").trim());d=t(o)||u!==void 0&&K(u)?.kind==="status"}if(!d)for(let o=r;o<=a;o++)n.add(o)}return n}function Pe(e,s){if(s!=="ERROR")return O(e,"ERROR")??(s==="SUCCESS"?O(e,"PARTIAL"):void 0)}var $e=new WeakMap;function Fe(e,s,t){let n=$e.get(s);return n||$e.set(s,n=new Map),n.has(t)||n.set(t,nn(e,s,t)),n.get(t)}function nn(e,s,t){let n=h(s);if(n.has("state")){let c=s.headingState?g(s.headingState.value).state:void 0,p=s.headingLine.line;if(c!==void 0&&c!==t)return{signal:"status-heading-disagrees",where:"heading",said:s.headingState.value,line:p};let k=Pe(s.marks,t)??Pe(s.suffix,t)??W(fe(s.suffix),t);if(k!==void 0)return{signal:"status-heading-disagrees",where:"heading",said:k,line:p}}if(t==="ERROR")return;let i=e.sections[e.sections.indexOf(s)+1],r=Rt(e,n.get("state")?.line.line,t,{from:s.headingLine.line,to:i?i.headingLine.line-1:e.lines.length})??en(e,t);if(r||(e.sections.forEach((c,p)=>{if(c===s||c.kind!==void 0||c===e.wrapper)return;if((Ne.test(c.title.replace(/^[^\p{L}]+/u,""))?se(c.title.replace(/^[^\p{L}]+/u,""),t):void 0)!==void 0){r??={signal:"state-heading",where:"other",said:c.title,line:c.headingLine.line};return}let f=g(c.title),y=(f.remark===void 0?f.state:void 0)??F(c.title)??Ct(c.title,t),x=e.sections[p+1],C=c.title.replace(/^[^\p{L}]+/u,"").trim();if(y===void 0&&le.exec(C)?.[0].length===C.length){let U=Pt(e.lines,c.headingLine.line,x?x.headingLine.line-1:e.lines.length);U!==void 0&&(U.state==="ERROR"||t==="SUCCESS"&&U.state==="PARTIAL")&&(r??={signal:"state-heading",where:"other",said:U.text,line:U.line});return}if(y!=="ERROR"&&!(t==="SUCCESS"&&y==="PARTIAL"))return;let Y=Dt(e.lines,c.headingLine.line,x?x.headingLine.line-1:e.lines.length);(Y==="empty"||Y==="content"&&t==="SUCCESS")&&(r??={signal:"state-heading",where:"other",said:c.title,line:c.headingLine.line})}),r))return r;for(let c of s.entries){if(c.type==="key"){if(c.bullet||L.has(c.key)||Et(c.key))continue;let C=g(c.value);if(C.remark===void 0&&(C.state==="ERROR"||t==="SUCCESS"&&C.state==="PARTIAL")||It(c.key,c.value))return{signal:"status-line-disagrees",where:"line",said:`${c.rawKey}: ${c.value}`,line:c.line.line};continue}let[p,...k]=c.text.replace(/^[>#\s]+/,"").split(/\s[\u2014\u2013-]\s/),f=p.trim(),y=g(f).state??F(f);if(!$t(k)&&(y==="ERROR"||t==="SUCCESS"&&y==="PARTIAL"))return{signal:"status-line-disagrees",where:"line",said:f,line:c.line.line};let x=t!=="SUCCESS"||c.type==="text"&&c.subheading?void 0:z(c.text,We);if(x!==void 0)return{signal:"status-line-disagrees",where:"line",said:x,line:c.line.line}}let a=n.get("summary"),d=a?.value??"",o=se(d,t),u=a?.line.line??s.headingLine.line;if(o!==void 0)return{signal:"summary-opening-worse",where:"summary",said:o,line:u};if(a&&a.wrappedLines>0&&!de.test(d))for(let c=a.line.line+1;c<=a.valuePlace.endLine;c++){if(!/[.!?:;]\s*$/.test(e.lines[c-2]??""))continue;let p=se(e.lines[c-1]??"",t);if(p!==void 0)return{signal:"summary-opening-worse",where:"other",said:p,line:c}}let l=z(d);if(l!==void 0)return{signal:"summary-opening-worse",where:"summary",said:l,line:u};for(let c=(a?.line.line??0)+1;a&&c<=a.valuePlace.endLine;c++){let p=z(e.lines[c-1]??"");if(p!==void 0)return{signal:"summary-opening-worse",where:"other",said:p,line:c}}}var We=new RegExp(pe("cross","stop","red"),"u");function z(e,s){let t=/^[^\p{L}\p{N}]*/u.exec(e)[0],n=s?s.exec(t)?.[0]:O(t,"ERROR");return n===void 0||O(t.slice(t.indexOf(n)+n.length),"SUCCESS")!==void 0?void 0:n}var Be={id:"state-invalid",severity:"error",fixable:!1,description:"`state` is neither `SUCCESS`, `ERROR`, `PARTIAL` nor a synonym of one (`COMPLETE`, `FAILED`, \u2026).",rationale:"The parent branches on `state`; any other word leaves it no branch to take, so no report is produced. A negated word (`not complete`, `incomplete`, `unsuccessful`) is never read as a state, nor a word beside a mark of another state (`SUCCESS \u274C`). A state is refused, though the report keeps it as written, under a Status heading that says another or tells of a worse outcome (`## Status: \u274C FAILED`, `## Status: NOT COMPLETE`), beside a line of the section saying a worse one (`FAILED`, `result: FAILED`, `success: no`), or while another `state` line of the text names a worse one (a second return, however it is spelled or quoted; a `status` line standing on its own; a console return in a JSON code block) or a heading is nothing but a worse state (`# ERROR`, `## \u274C FAILED`; a heading that goes on, `## Error: build broke`, titles a topic) or over a summary opening with a failure mark, a worse state word or a negated success (`state: SUCCESS` over `summary: \u274C Build failed`, `summary: FAILED \u2014 the build broke` or `summary: Incomplete: \u2026`). What the rest of the return shows (failing evidence, failure said later in the summary) is read by `outcome-contradicted`, with the signals of `grammar/signals.md`. Each of these readings is a named signal of `grammar/signals.md` (Signals of another state): the diagnostic carries its id (`signal`) and a `cause` at the line that said the other state. The other rules still run, so every problem is reported at once.",wrong:`## Status
state: WORKING
summary: Added the parser.
`,right:`## Status
state: SUCCESS
summary: Added the parser.
`,messages:{underHeading:"Unexpected state `{{state}}` under a heading saying `{{said}}` (signal `{{signal}}`), expected one state",besideLine:"Unexpected state `{{state}}` beside a line saying `{{said}}` (signal `{{signal}}`), expected one state",elsewhere:"Unexpected state `{{state}}` while another line of the text says `{{said}}` (signal `{{signal}}`), expected one state",overSummary:"Unexpected state `{{state}}` over a summary opening with `{{said}}` (signal `{{signal}}`), expected one state",unknown:"Unexpected state `{{state}}`, expected `SUCCESS`, `ERROR` or `PARTIAL`{{conflict}}{{suggestion}}"},check({model:e,report:s}){let t=m(e,"status"),n=h(t).get("state");if(!t||n?.value==="")return;let i=n?{value:n.value,place:n.valuePlace}:t.headingState;if(!i)return;let r=g(i.value),a=r.state?Fe(e,t,r.state):void 0;if(a){let d=a.where==="heading"?"underHeading":a.where==="line"?"besideLine":a.where==="other"?"elsewhere":"overSummary",o=e.lines[a.line-1]??"";s({messageId:d,data:{state:i.value,said:a.said,signal:a.signal},signal:a.signal,place:i.place,pointer:"/status/state",expected:[...$],note:ye.get(a.signal).description,cause:{message:`The other state (${a.signal})`,place:{line:a.line,column:1,endLine:a.line,endColumn:o.length+1}}});return}r.state||s({messageId:"unknown",data:{state:i.value,conflict:r.conflict?` (its ${r.conflict} stands for another state)`:"",suggestion:r.suggestion?` (did you mean \`${r.suggestion}\`?)`:""},place:i.place,pointer:"/status/state",expected:r.suggestion?[r.suggestion]:[...$]})}};var G=160,sn={summary:"the summary",evidence:"the evidence",output:"the output shown in Evidence",table:"a table in Evidence",limitation:"a limitation",deliverable:"a deliverable"};function rn(e,s=0){let t=[...e];if(t.length<=G)return J(e);let n=Math.min(Math.max(0,[...e.slice(0,s)].length-40),t.length-G);return J(`${n>0?"\u2026":""}${t.slice(n,n+G).join("")}${n+G<t.length?"\u2026":""}`)}var qe={id:"outcome-contradicted",severity:"error",fixable:!1,description:"What the return shows (a named signal of `grammar/signals.md`) says a worse state than its `state`.",rationale:"A parent that reads only `state` accepts a SUCCESS whose own evidence shows the work failed: failing tests or a compiler error in Evidence, failure said in the summary or a limitation, a stub delivered, a success that delivers nothing, a PARTIAL with no completed subset. Each diagnostic names the signal that fired (`signal`) and points (`cause`) at the words that said it; `lint` users may set a signal off by its id in `rules`, `review` always weighs every signal.",wrong:`## Status
state: SUCCESS
summary: Added the export endpoint.

## Deliverables
- \`src/export.ts\` \u2014 the endpoint

## Evidence
- \`npm test\` \u2014 38 passed, 3 failed

## Runtime Attestation
runtime_model_reported: openai/gpt-5.2
runtime_mode_reported: code
files_created:
- src/export.ts
files_modified:
- (none)
`,right:`## Status
state: PARTIAL
summary: Added the export endpoint; 3 of its tests still fail.

## Deliverables
- \`src/export.ts\` \u2014 the endpoint

## Evidence
- \`npm test\` \u2014 38 passed, 3 failed

## Runtime Attestation
runtime_model_reported: openai/gpt-5.2
runtime_mode_reported: code
files_created:
- src/export.ts
files_modified:
- (none)
limitations:
- 3 tests of the endpoint fail
`,messages:{contradicted:"Unexpected `{{state}}` while {{where}} says {{words}} (signal `{{signal}}`), expected {{expected}}"},check(e){let{extracted:s,positions:t,report:n}=e,i=t.get("/status/state");if(!(!s||!i))for(let r of we(e,s)){let a=Se.get(r.signal),d=$.filter(o=>o===r.says||r.says==="PARTIAL"&&o==="ERROR");n({messageId:"contradicted",data:{state:s.status.state,where:sn[r.where],words:rn(r.text,r.at),signal:a.id,expected:`\`${d.join("` or `")}\``},signal:a.id,place:i,pointer:"/status/state",expected:d,note:a.description,cause:{message:`The child's words that show it (${a.id})`,place:r.place}})}}};var He={id:"retry-recommended-required",severity:"error",fixable:!1,description:"`state: ERROR` without `retry_recommended: yes|no`.",rationale:"The error-propagation contract makes the retry decision depend on it: a parent cannot choose between retry and escalation without it.",wrong:`## Status
state: ERROR
summary: Input file missing.
error_code: E_MISSING_INPUT
`,right:`## Status
state: ERROR
summary: Input file missing.
error_code: E_MISSING_INPUT
retry_recommended: yes
retry_hint: Add the input path to the handoff.
`,messages:{missing:"Missing `retry_recommended` for `state: ERROR`, expected `retry_recommended: yes` or `no`"},check({model:e,extracted:s,report:t}){let n=m(e,"status");if(!n||s?.status.state!=="ERROR"||h(n).has("retry_recommended"))return;let i=h(n).get("state");t({messageId:"missing",place:i?.valuePlace??n.headingPlace,pointer:"/status/retry_recommended",expected:["yes","no"]})}};var ze={id:"retry-recommended-invalid",severity:"error",fixable:!1,description:"`retry_recommended` is not `yes` or `no`.",rationale:"A parent cannot act on `maybe`; the value is left out of the report.",wrong:`## Status
state: ERROR
summary: Timed out.
retry_recommended: maybe
`,right:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
retry_hint: Retry with a smaller batch.
`,messages:{invalid:"Unexpected `retry_recommended: {{value}}`, expected `yes` or `no`"},check({model:e,report:s}){let t=h(m(e,"status")).get("retry_recommended");!t||t.value===""||_(t.value)||s({messageId:"invalid",data:{value:t.value},place:t.valuePlace,pointer:"/status/retry_recommended",expected:["yes","no"]})}};var Ge=["files_created","files_modified"];function an(e){let s=new Map,t=[e];for(;t.length>0;){let n=t.pop();if(n.type==="definition"&&!s.has(n.identifier)&&s.set(n.identifier,n.url),n.type==="root"||n.type==="blockquote"||n.type==="list"||n.type==="listItem")for(let i of n.children)t.push(i)}return s}function on(e,s){if(s.size===0)return;let t=/^\[([^\]]{1,999})\](?:\[([^\]]{0,999})\])?/.exec(e.trim());if(!t||e.trim()[t[0].length]==="(")return;let n=(t[2]||t[1]).replace(/[\t\n\r ]+/g," ").trim().toLowerCase();return s.get(n)}var Ye={id:"path-not-repo-relative",severity:"error",fixable:!1,description:"A deliverable or attested path is not relative to the repository root.",rationale:'Absolute paths, `..` escaping the root, URLs (any `scheme:`, `javascript:`, `data:`, `vbscript:` and `mailto:` included), drive letters and backslashes are reported, and so is a path outside the repository named inside an entry that is no path as a whole (`"/etc/passwd"`, `Created /etc/passwd`, `src/a.ts, ../b.ts`), which the parent reads as a claim about that file; so is a path written to slip past the check (invisible characters, `%2e%2e/`, `$HOME/\u2026`, a `file:` URL) and one written as an entry on a line of Deliverables or Runtime Attestation that is no bullet (alone on it or before a separator, a sub-heading). The contract says attested paths MUST be repo-relative: the parent resolves them against its own checkout, where `/home/child/\u2026` means nothing.',wrong:`## Deliverables
- /home/agent/repo/src/parser.ts \u2014 the parser
`,right:`## Deliverables
- src/parser.ts \u2014 the parser
`,messages:{notRepoRelative:"Unexpected {{problem}} `{{path}}`, expected a path relative to the repository root",notRepoRelativeIn:"Unexpected {{problem}} `{{path}}` in {{section}}, expected a path relative to the repository root"},check({model:e,extracted:s,positions:t,report:n}){if(!s)return;let i=s.deliverables.map((a,d)=>[a.path,`/deliverables/${d}/path`]);for(let a of Ge)s.attestation[a].forEach((d,o)=>i.push([d,`/attestation/${a}/${o}`]));let r=an(e.tree);for(let[a,d]of i){let o=on(a,r),u=ke(o??a),l=u?{path:o??a,problem:u}:xe(a),c=t.get(d);!l||!c||n({messageId:"notRepoRelative",data:{problem:te(l.problem),path:l.path},place:c,pointer:d})}for(let a of[m(e,"deliverables"),m(e,"attestation")]){if(!a)continue;let d=[];for(let o of a.entries){o.type==="text"&&d.push(o.line.line);let u=o.type==="key"&&Ge.includes(o.key)?o.items:[];for(let l of u)for(let c=l.line.line+1;c<=l.place.endLine;c++)d.push(c)}for(let o of d){let u=e.lines[o-1]??"",l=be(u);l&&n({messageId:"notRepoRelativeIn",data:{problem:te(l.problem),path:l.path,section:a.title},place:{line:o,column:1,endLine:o,endColumn:u.length+1}})}}}};var Je={id:"return-in-code-fence",severity:"warning",fixable:!0,description:"The return is wrapped in a ```` ```markdown ```` fence instead of being the markdown itself.",rationale:"Children often copy the fence from the contract\u2019s example. It is read anyway, but a strict parent sees only a code block.",wrong:`Here is my result:

\`\`\`markdown
## Status
state: SUCCESS
summary: Done.
\`\`\`
`,right:`Here is my result:

## Status
state: SUCCESS
summary: Done.
`,messages:{fenced:"Unexpected code fence around the return, expected the return as plain markdown",closingFence:"Unexpected closing code fence after the return"},check({model:e,replaceLines:s,report:t}){let n=e.container;if(n.type!=="fence")return;let i=e.lines[n.open.line-2],r=!n.proseAfter&&(i===void 0||i.trim()==="")&&!(e.lines[n.open.line]??"").startsWith("\uFEFF");t({messageId:"fenced",place:n.open,...n.proseBefore||n.proseAfter?{note:"Text outside the fence is not part of the return."}:{},...r?{fix:s(n.open.line,n.open.line,"")}:{}}),n.close&&t({messageId:"closingFence",place:n.close,...r?{fix:s(n.close.line,n.close.line,"")}:{}})}};var Qe={id:"host-wrapper",severity:"warning",fixable:!0,description:"A host\u2019s prefix or tags around the return (`[new_task completed] Result:`, `<result>`, `<task_result>`) are set aside.",rationale:"Some orchestrators hand the parent the child\u2019s return behind a prefix or inside tags, so the first heading is not at the start of a line. handback reads the return behind them and logs what it set aside.",wrong:`[new_task completed] Result: ## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{tag:"Unexpected host tag `{{text}}` around the return, expected the return alone",prefix:"Unexpected host prefix `{{text}}` before the return's first heading, expected the heading at the start of the line"},check({model:e,replace:s,replaceLines:t,report:n}){for(let i of e.host)n({messageId:i.wholeLine?"tag":"prefix",data:{text:i.text},place:i.place,fix:i.wholeLine?t(i.place.line,i.place.line,""):s(i.place,"")})}};var ln=/^(?:sub)?(?:task )?(?:result|return)s?$/i;function dn(e){return e.sections.find(s=>s.kind!==void 0)?.headingPlace.line??e.lines.length}var Ve={id:"wrapper-heading",severity:"warning",fixable:!0,description:"The sections sit under a wrapper heading such as `## Subtask Result`.",rationale:"An older template nested the sections one level down; they are read anyway, but the contract puts them at the top.",wrong:`## Subtask Result

### Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{wrapper:"Unexpected wrapper heading `{{title}}` around the sections, expected the sections at the top level"},check({model:e,replaceLines:s,report:t}){let n=e.wrapper;if(!n)return;let i=!n.setext&&ln.test(n.title)&&e.lines.slice(n.headingPlace.line,dn(e)-1).every(r=>r.trim()==="");t({messageId:"wrapper",data:{title:n.title},place:n.headingPlace,...i?{fix:s(n.headingPlace.line,n.headingPlace.line,"")}:{}})}};function cn(e){let s=e.length;for(;s>0&&(e[s-1]===" "||e[s-1]==="	");)s--;return e.slice(0,s)}var Ze={id:"section-heading-style",severity:"warning",fixable:!0,description:"A section heading is not spelled exactly as the contract requires.",rationale:'Canonical: `## Status` and the other section names, at level 2, in this case, with no number and no suffix. The contract asks for exact spelling so a plain `grep "^## Status"` works; handback tolerates the rest and logs it here.',wrong:`### 1. status:
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{level:"Unexpected level {{level}} for heading `{{heading}}` among the return's sections, expected level 2",stateInHeading:"Unexpected state in the heading `{{heading}}`, expected `{{expected}}` followed by `state: {{state}}`",style:"Unexpected section heading `{{heading}}` ({{problems}}), expected `{{expected}}`"},check({model:e,eol:s,replace:t,replaceLines:n,report:i}){let r=e.sections.findIndex(o=>o.kind!==void 0),a=e.sections[r]?.depth??2,d=a>=2||!e.sections.some(o=>o.entries.some(u=>u.type==="text"&&u.subheading));e.sections.forEach((o,u)=>{if(o.kind||u<r||a===2||o.depth!==a||o.setext)return;let l=/^ {0,3}#{1,6}/.exec(o.headingLine.text);l&&i({messageId:"level",data:{level:a,heading:o.headingLine.text.trim()},place:o.headingPlace,expected:["##"],...d?{fix:t({...o.headingPlace,column:1,endColumn:l[0].length+1},"##")}:{}})});for(let o of e.sections){if(!o.kind)continue;let u=`## ${w[o.kind]}`,l=o.headingLine.text.trim(),c=o.headingState?g(o.headingState.value).state:void 0;if(c&&!h(o).has("state")){i({messageId:"stateInHeading",data:{heading:l,expected:u,state:c},place:o.headingPlace,expected:[`${u}${s}state: ${c}`],...o.setext||!d?{}:{fix:n(o.headingPlace.line,o.headingPlace.line,`${u}${s}state: ${c}${s}`)}});continue}if(!o.setext&&l===u)continue;let p=cn((o.rawSuffix??o.suffix).replace(/^[\s:#]+$/,"")),k=`${u}${p}${o.marks===""?"":` ${o.marks}`}`,f=[];o.setext?f.push("setext underline"):o.depth!==2&&f.push(`level ${o.depth}`),o.numbered&&f.push("numbering"),o.marks!==""&&f.push(`\`${o.marks}\` before the name`),K(o.title)?.name!==w[o.kind]&&f.push("case"),o.suffix.replace(/^[\s:#]+$/,"").length>0&&f.push(`suffix \`${o.suffix.trim()}\``),f.length===0&&f.push("extra characters");let y=o.setext?o.headingPlace.line+1:o.headingPlace.line,x=k!==l&&!/[\r\n]/.test(o.title)&&o.rawSuffix!==void 0&&d;i({messageId:"style",data:{heading:l,problems:f.join(", "),expected:u},place:o.headingPlace,expected:[u],...x?{fix:n(o.headingPlace.line,y,k+s)}:{}})}}};var Xe={id:"section-order",severity:"warning",fixable:!1,description:"Sections are not in the order Status, Deliverables, Evidence, Runtime Attestation.",rationale:"A fixed order lets a reader (human or agent) find each section without searching.",wrong:`## Deliverables
- (none)

## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.

## Deliverables
- (none)
`,messages:{order:"Unexpected `## {{section}}` after `## {{previous}}`, expected the order Status, Deliverables, Evidence, Runtime Attestation"},check({model:e,report:s}){let t=new Set,n=-1;for(let i of e.sections){if(!i.kind||t.has(i.kind))continue;t.add(i.kind);let r=j.indexOf(i.kind);r<n&&s({messageId:"order",data:{section:w[i.kind],previous:w[j[n]]},place:i.headingPlace}),n=Math.max(n,r)}}};function un(e){let s=[];return e.bullet&&s.push("bullet"),e.wrap==="`"?s.push("backticks"):e.wrap==="*"?s.push("italics"):e.wrap&&s.push("bold"),e.line.text.slice(0,e.valuePlace.column-1).includes("\uFF1A")&&s.push("fullwidth colon"),e.rawKey.includes("\\_")&&s.push("escaped underscores"),q(e.rawKey)!==e.key?s.push(`\`${e.rawKey}\` is another name`):e.rawKey.replaceAll("\\_","_")!==e.key&&s.push("case or spacing"),s}function mn(e,s){for(let t=s;t<e.length;t++){let n=e[t];if(/^ {0,3}(?:=+|-+)[ \t]*$/.test(n))return!0;if(n.trim()===""||D(n)||/^ {0,3}(?:#|>|```|~~~)/.test(n))return!1}return!1}var et={id:"key-style",severity:"warning",fixable:!0,description:"A key is not written as a plain `key: value` line (bulleted, bold, backticked, other case or spacing).",rationale:"The contract puts one `key: value` per line; handback reads the variants but logs them so a strict parent can refuse them.",wrong:`## Status
- **State**: SUCCESS
- summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{style:"Unexpected key `{{written}}` ({{problems}}), expected `{{expected}}`"},check({model:e,replace:s,report:t}){for(let n of e.sections)if(n.kind)for(let i of n.entries){if(i.type!=="key")continue;let r=i.value===""||i.listed?`${i.key}:`:`${i.key}: `,a={...i.keyPlace,column:1},d=i.line.text.slice(0,i.valuePlace.column-1);if(d===r)continue;let o=un(i);d.includes("\xA0")&&o.push("no-break space"),o.length===0&&o.push(i.line.text.startsWith(" ")||i.line.text.startsWith("	")?"indentation":"spacing"),t({messageId:"style",data:{written:d.trim(),problems:o.join(", "),expected:r.trim()},place:a,expected:[r.trim()],...i.bullet&&mn(e.lines,i.line.line)?{}:{fix:s({...a,endColumn:i.value===""||i.listed?i.line.text.length+1:i.valuePlace.column},r)}})}}};var tt={id:"value-style",severity:"warning",fixable:!0,description:"A value is readable but not written canonically.",rationale:"Examples: `success`, `COMPLETE`, `\u2705 DONE` for `SUCCESS`, `FAILED` for `ERROR`, `Partially complete` for `PARTIAL`, `True` for `yes`, a backticked or bold value, a value wrapped over lines. Canonical values keep the text greppable and comparable; handback accepts the variants and logs them.",wrong:`## Status
state: **success**
summary: Done.
retry_recommended: True
`,right:`## Status
state: SUCCESS
summary: Done.
retry_recommended: yes
`,messages:{stateRemark:"Unexpected remark after the state in `{{value}}`, expected `{{expected}}` alone (a remark belongs in `summary`)",spelling:"Unexpected spelling `{{value}}`, expected `{{expected}}`",list:"Unexpected list for `{{key}}`, expected its text on the key's line",wrapped:"Unexpected value of `{{key}}` wrapped over {{lines}} lines, expected one line",markup:"Unexpected `{{wrap}}` around the value of `{{key}}`, expected `{{expected}}`"},check({model:e,replace:s,replaceLines:t,eol:n,report:i}){let r=h(m(e,"status")),a=h(S(e)),d=r.get("state");if(d){let l=g(d.value);l.state&&l.remark!==void 0?i({messageId:"stateRemark",data:{value:d.value,expected:l.state},place:d.valuePlace,expected:[l.state]}):l.state&&!l.canonical&&i({messageId:"spelling",data:{value:d.value,expected:l.state},place:d.valuePlace,expected:[l.state],fix:s(d.valuePlace,l.state)})}let o=r.get("retry_recommended"),u=o?_(o.value):void 0;if(o&&u&&!u.canonical){let l=u.value?"yes":"no";i({messageId:"spelling",data:{value:o.value,expected:l},place:o.valuePlace,expected:[l],fix:s(o.valuePlace,l)})}for(let l of r.values())l.listed&&i({messageId:"list",data:{key:l.key},place:l.keyPlace,fix:t(l.line.line,l.items.at(-1).place.endLine,`${l.key}: ${l.value}${n}`)});for(let l of[...r.values(),...a.values()])l.wrappedLines!==0&&i({messageId:"wrapped",data:{key:l.key,lines:l.wrappedLines+1},place:l.valuePlace,fix:s(l.valuePlace,l.value)});for(let l of[r.get("error_code"),a.get("runtime_model_reported"),a.get("runtime_mode_reported")]){if(!l)continue;let{text:c,wrap:p}=v(l.value);p&&i({messageId:"markup",data:{wrap:p,key:l.key,expected:c},place:l.valuePlace,expected:[c],fix:s(l.valuePlace,c)})}}};var pn=new Set(["files_created","files_modified","limitations"]);function fn(e){let s=[];e.items.length===0&&(e.value===""?s.push("no items; an empty list is `- (none)`"):R(e.value)?s.push(`inline \`${e.value}\``):s.push("inline list"));for(let t of e.items)t.marker!=="-"&&s.push(`\`${t.marker}\` bullet`),R(t.text)&&t.text!==E?s.push(`\`${t.text}\` for \`(none)\``):v(t.text).wrap&&s.push(`markup around \`${v(t.text).text}\``),t.line.text.length>0&&t.line.text[0]!==t.marker[0]&&s.push("indented items"),t.place.endLine>t.place.line&&s.push("item wrapped over lines");return[...new Set(s)]}function hn(e,s){let t=e.line.line,n=e.items.length>0?e.items[e.items.length-1].place.endLine:t,i=new Set([t]);for(let r of e.items)for(let a=r.place.line;a<=r.place.endLine;a++)i.add(a);for(let r=t;r<=n;r++)if(!i.has(r)&&(s[r-1]??"").trim()!=="")return;return[t,n]}function gn(e,s){let t=s;for(;t<e.length&&e[t].trim()==="";)t++;if(t>=e.length)return!0;let n=e[t];if(/^ {0,3}#{1,6}(?:[ \t]|$)/.test(n))return!0;let i=A(n);return i!==void 0&&i.bullet===void 0&&M.has(i.key)}function yn(e){if(e===""||e!==e.trim()||R(e)||v(e).text!==e||/^(?:[#>+*`~<-]|\d{1,9}[.)])/.test(e))return!1;let s=A(`- ${e}`);return!s||!(M.has(s.key)||L.has(s.key))}function Sn(e,s){let t=fn(e);if(t.length===0)return;let{values:n}=ge(e),i=[`${e.key}:`,...n.length>0?n.map(o=>`- ${o}`):[`- ${E}`]],r=hn(e,s.model.lines),a=e.items.length===0&&e.key!=="limitations"&&(/,(?!\s)/.test(e.value)||e.value.includes("://")),d=r&&!a&&(e.items.length>0||gn(s.model.lines,r[1]))&&n.every(yn)?r:void 0;return{messageId:"shape",data:{key:e.key,problems:t.join(", ")},place:e.keyPlace,...d?{fix:s.replaceLines(d[0],d[1],i.join(s.eol)+s.eol)}:{}}}var nt={id:"list-style",severity:"warning",fixable:!0,description:"A list is not written as `- item` bullets: inline comma lists, `none` for `(none)`, `*` bullets, backticked items.",rationale:"The contract writes a list key followed by one repo-relative path per `- ` bullet, and `- (none)` for an empty list.",wrong:`## Runtime Attestation
runtime_model_reported: openai/gpt-5.2
runtime_mode_reported: code
files_created: \`a.md\`, \`b.md\`
files_modified: none
`,right:`## Runtime Attestation
runtime_model_reported: openai/gpt-5.2
runtime_mode_reported: code
files_created:
- a.md
- b.md
files_modified:
- (none)
`,messages:{shape:"Unexpected list shape for `{{key}}` ({{problems}}), expected one `- item` per line",bullet:"Unexpected `{{marker}}` bullet, expected `-`",none:"Unexpected `{{text}}`, expected `(none)`"},check(e){let{model:s,replace:t,report:n}=e,i=S(s);for(let r of i?.entries??[]){if(r.type!=="key"||!pn.has(r.key))continue;let a=Sn(r,e);a&&n(a)}for(let r of[m(s,"deliverables"),m(s,"evidence")])for(let a of r?.entries??[])a.type==="item"&&(a.marker!=="-"&&n({messageId:"bullet",data:{marker:a.marker},place:a.place,...a.text===""?{}:{fix:t({...a.place,endLine:a.place.line,endColumn:a.textPlace.column},"- ")}}),R(a.text)&&a.text!==E&&n({messageId:"none",data:{text:a.text},place:a.textPlace,expected:[E],fix:t({...a.textPlace,endLine:a.place.endLine,endColumn:a.place.endColumn},E)}))}};function wn(e,s,t){if(/^(?:[#>+*=`~<|-]|\d{1,9}[.)])/.test(e))return!1;let n=X(e);return B(n.left).path===s&&n.right===t}var st={id:"deliverable-style",severity:"warning",fixable:!0,description:"A deliverable is not written `- path \u2014 description`: another separator (`:`, ` - `, ` \u2013 `) or a backticked path.",rationale:"One separator makes the path unambiguous; ` - ` and `: ` also occur inside descriptions and paths.",wrong:"## Deliverables\n- `src/parser.ts`: the parser\n",right:`## Deliverables
- src/parser.ts \u2014 the parser
`,messages:{shape:"Unexpected deliverable shape ({{problems}}), expected `path \u2014 description`"},check({model:e,replace:s,report:t}){for(let n of he(m(e,"deliverables"))){let i=X(n.text);if(!i.separator)continue;let{path:r,wrapped:a}=B(i.left),d=[];if(i.separator!==Z&&d.push(`separator \`${i.separator.trim()}\``),a&&d.push("markup around the path"),d.length===0)continue;let o=`${r}${Z}${i.right}`,u=/^\[([^\]]*)\]\(/.exec(i.left.trim())?.[1],l=u===void 0||B(u).path===r;t({messageId:"shape",data:{problems:d.join(", ")},place:n.textPlace,...l&&wn(o,r,i.right)?{fix:s({...n.textPlace,endLine:n.place.endLine,endColumn:n.place.endColumn},o)}:{}})}}};var it={id:"attestation-in-evidence",severity:"warning",fixable:!1,description:"The attestation keys sit under `## Evidence` (the older template) instead of `## Runtime Attestation`.",rationale:"They are read from Evidence when no Runtime Attestation section exists, but Evidence is meant for proof, not for the runtime\u2019s identity.",wrong:`### Evidence
- runtime_model_reported: openai/gpt-5.2
- runtime_mode_reported: code
- files_created: (none)
- files_modified: src/a.ts
`,right:`## Runtime Attestation
runtime_model_reported: openai/gpt-5.2
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- src/a.ts
`,messages:{shadowed:"Unexpected attestation key `{{key}}` under Evidence; it is not read because `## Runtime Attestation` exists",misplaced:"Unexpected attestation key `{{key}}` under Evidence, expected a `## Runtime Attestation` section"},check({model:e,report:s}){let n=m(e,"evidence")?.entries.find(r=>r.type==="key");if(!n||n.type!=="key")return;let i=m(e,"attestation");s({messageId:i?"shadowed":"misplaced",data:{key:n.key},place:n.keyPlace})}};var rt={id:"unparsed-line",severity:"warning",fixable:!1,description:"A line in a section that fits no shape of the grammar (not `key: value`, not a bullet of a list) and is not read.",rationale:"Text the parser cannot place is lost to the parent; often a wrapped value or a missing colon.",wrong:`## Status
state: SUCCESS
summary Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{line:"Unexpected line in {{section}}, expected `key: value`",text:"Unexpected text in {{section}}, expected `- ` bullets",bullet:"Unexpected bullet in {{section}} outside a list key, expected `key: value`"},check({model:e,report:s}){for(let t of e.sections){if(!t.kind)continue;let n=t.kind==="status"||t.kind==="attestation";for(let i of t.entries)i.type==="text"&&i.subheading||(i.type==="text"?s({messageId:n?"line":"text",data:{section:t.title},place:i.place}):i.type==="item"&&n&&s({messageId:"bullet",data:{section:t.title},place:i.place}))}}};var at={id:"unknown-key",severity:"warning",fixable:!1,description:"A key that the contract does not define for its section; it is kept in the report as written.",rationale:"Often a misspelling (`retry_recomended`) that hides a required key; otherwise an extension the parent may not expect.",wrong:`## Status
state: SUCCESS
summary: Done.
confidence: high
`,right:`## Status
state: SUCCESS
summary: Done. Confidence is high.
`,messages:{unknown:"Unexpected key `{{key}}` in {{section}}{{suggestion}}"},check({model:e,report:s}){for(let t of e.sections){let n=t.kind==="status"?L:t.kind==="attestation"?M:void 0;if(n)for(let i of t.entries){if(i.type!=="key"||n.has(i.key))continue;let r=ce(i.key,[...n]);s({messageId:"unknown",data:{key:i.key,section:t.title,suggestion:r?` (did you mean \`${r}\`?)`:""},place:i.keyPlace,expected:r?[r]:[...n]})}}}};var ot={id:"unknown-section",severity:"info",fixable:!1,description:"A heading among the sections that the contract does not define; its content is not read.",rationale:"Extra sections (`### Quality Gates`) are allowed, but nothing in them reaches the report, which a writer may not expect.",wrong:`## Status
state: SUCCESS
summary: Done.

## Notes
confidence: high
`,right:`## Status
state: SUCCESS
summary: Done. Confidence is high.
`,messages:{unknown:"Unexpected section `{{title}}`; its content is not part of the report"},check({model:e,report:s}){let t=e.sections.findIndex(n=>n.kind!==void 0);if(!(t<0))for(let n of e.sections.slice(t))n.kind||s({messageId:"unknown",data:{title:n.title},place:n.headingPlace})}};var lt={id:"retry-hint-missing",severity:"warning",fixable:!1,description:"`retry_recommended: yes` without a `retry_hint`.",rationale:"The error-propagation contract recommends a hint with every recommended retry, so the parent can amend the handoff.",wrong:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
`,right:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
retry_hint: Retry with a smaller batch.
`,messages:{missing:"Missing `retry_hint` for `retry_recommended: yes`"},check({extracted:e,positions:s,report:t}){e?.status.retry_recommended!==!0||e.status.retry_hint||t({messageId:"missing",place:s.get("/status/retry_recommended"),pointer:"/status/retry_hint"})}};var kn=["error_code","retry_recommended","retry_hint"],dt={id:"error-keys-on-success",severity:"warning",fixable:!1,description:"Error-oriented keys (`error_code`, `retry_recommended`, `retry_hint`) on `state: SUCCESS`.",rationale:"The contract asks a successful child to omit them; their presence usually means the state is wrong.",wrong:`## Status
state: SUCCESS
summary: Done.
error_code: E_TOOL_FAILURE
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{onSuccess:"Unexpected `{{key}}` on `state: SUCCESS`"},check({extracted:e,positions:s,report:t}){if(e?.status.state==="SUCCESS")for(let n of kn){let i=s.get(`/status/${n}`);e.status[n]===void 0||!i||t({messageId:"onSuccess",data:{key:n},place:i,pointer:`/status/${n}`})}}};var ct={id:"partial-without-limitations",severity:"warning",fixable:!1,description:"`state: PARTIAL` without a non-empty `limitations` list in the attestation.",rationale:"A partial result is only usable when the parent knows what was left out.",wrong:`## Status
state: PARTIAL
summary: Half done.

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- src/a.ts
`,right:`## Status
state: PARTIAL
summary: Half done.

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- src/a.ts
limitations:
- The CLI part is not started.
`,messages:{missing:"Missing `limitations` for `state: PARTIAL`, expected a list of what was left undone"},check({extracted:e,positions:s,report:t}){e?.status.state!=="PARTIAL"||(e.attestation.limitations?.length??0)>0||t({messageId:"missing",place:s.get("/attestation/limitations")??s.get("/attestation")??s.get("/status/state"),pointer:"/attestation/limitations"})}};var ut={id:"deliverable-not-attested",severity:"warning",fixable:!1,description:"A deliverable path that is in neither `files_created` nor `files_modified`.",rationale:"The attestation is the audit trail of what the child touched; a deliverable missing from it means one of the two is wrong.",wrong:`## Deliverables
- src/a.ts \u2014 the parser

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- (none)
`,right:`## Deliverables
- src/a.ts \u2014 the parser

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- src/a.ts
files_modified:
- (none)
`,messages:{notAttested:"Unexpected deliverable `{{path}}` missing from `files_created` and `files_modified`"},check({extracted:e,positions:s,report:t}){if(!e)return;let n=new Set([...e.attestation.files_created,...e.attestation.files_modified].map(ne));e.deliverables.forEach((i,r)=>{let a=s.get(`/deliverables/${r}/path`);!a||i.path===""||n.has(ne(i.path))||t({messageId:"notAttested",data:{path:i.path},place:a,pointer:`/deliverables/${r}/path`})})}};var mt={id:"deliverable-description-missing",severity:"warning",fixable:!1,description:"A deliverable without a description after its path.",rationale:"The contract asks for path plus a one-line description, so the parent knows what each file is for.",wrong:`## Deliverables
- src/parser.ts
`,right:`## Deliverables
- src/parser.ts \u2014 the markdown return parser
`,messages:{missing:"Missing description for deliverable `{{path}}`, expected `path \u2014 description`"},check({extracted:e,positions:s,report:t}){e?.deliverables.forEach((n,i)=>{let r=s.get(`/deliverables/${i}`);n.description!==""||!r||t({messageId:"missing",data:{path:n.path},place:r,pointer:`/deliverables/${i}`})})}};var pt={id:"inline-config-ignored",severity:"warning",fixable:!1,keptInStrict:!0,description:"A `<!-- handback-disable \u2026 -->` comment in a text whose inline configuration is off; it silences nothing.",rationale:"The checked text is written by the party being checked, so it may not switch its own checks off: comments are honoured only when the caller opts in (`inlineConfig: true`, `--inline-config`), and never by the decision of a parent. The warning shows the attempt, and that the problems it meant to hide are reported anyway. It stays a warning under `strict`, so a return gets exactly the errors it would get without the comment; set it to `error` to refuse such comments outright.",wrong:`<!-- handback-disable -->
## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{ignored:"Unexpected `{{directive}}`, expected no `handback-*` comment: inline configuration is off, so it changes nothing (a caller that trusts the text opts in with `inlineConfig: true` or `--inline-config`)"},check(){}};var ft={id:"disable-directive-unused",severity:"warning",fixable:!1,description:"A `<!-- handback-disable \u2026 -->` comment that suppresses no problem (reported with `--report-unused-disable-directives`).",rationale:"A comment left behind after its problem was fixed would silence the next problem of that rule at that place without anyone seeing it; as with ESLint\u2019s flag of the same name, such comments are reported so they can be removed.",wrong:`## Status
state: SUCCESS
summary: Done.
<!-- handback-disable-next-line unknown-key -->
confidence: high
<!-- handback-disable-next-line unknown-key -->
`,right:`## Status
state: SUCCESS
summary: Done.
<!-- handback-disable-next-line unknown-key -->
confidence: high
`,exampleOptions:{inlineConfig:!0,reportUnusedDisableDirectives:!0},messages:{unused:"Unexpected unused `{{directive}}`: no problem was reported here",unusedFor:"Unexpected unused `{{directive}}`: no problem was reported here from {{rules}}"},check(){}};var Ri=[ve,Re,Ce,_e,Ee,Be,qe,He,ze,Ye,Je,Qe,Ve,Ze,Xe,et,tt,nt,st,it,rt,at,ot,lt,dt,ct,ut,mt,pt,ft];export{bn as a,pt as b,ft as c,Ri as d};
