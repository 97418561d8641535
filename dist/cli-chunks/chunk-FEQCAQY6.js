#!/usr/bin/env node
import{a as T,b as w}from"./chunk-V7WFVRAK.js";import{b as ee}from"./chunk-EVXUSSKQ.js";import{A as ce,a as te,d as U,e as j,f as C,h as P,i as D,j as E,k as O,m as B,p as f,q as p,r as S,s as re,t as oe,u as ae,v as le,y as de}from"./chunk-2Z53KRJM.js";import{d as W,e as b,f as R,g as v,h as _,j as A,k as L,l as I,m as M,n as h,o as se,p as q,q as z,r as K}from"./chunk-UBNQ5DKZ.js";import{a as ue,b as fe,c as me,d as H,e as G}from"./chunk-7WQMJG2I.js";import{c as ie}from"./chunk-GQTYVVA5.js";import{a as X}from"./chunk-IOFJQGKF.js";import{a as ne}from"./chunk-ZR5V7BEP.js";function sn(e,s,t,n,i){let r,o=e.includes(`\r
`)?`\r
`:`
`,d=(c,a)=>((r??=ne(e)).toOffset({line:c,column:a})??e.length)+s,l=c=>c>t.lines.length?e.length+s:d(c,1);return{model:t,extracted:n,positions:i,eol:o,replace:(c,a)=>({range:[d(c.line,c.column),d(c.endLine,c.endColumn)],text:a}),replaceLines:(c,a,u)=>({range:[l(c),l(a+1)],text:u})}}var st=/^[ \t]{0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?(?:overall[ \t]+|final[ \t]+|task[ \t]+)?status(?:\*\*|__)?[ \t]*[:\u2014\u2013-](?:\*\*|__)?[ \t]*\S/i,rt=/^[ \t]*[^#\s][^#]*#{1,6}[ \t]+status\b/i;function ot(e){let s=new Set;for(let t of P(e.tree).code)for(let n=t.position?.start.line??0;n<=(t.position?.end.line??0);n++)s.add(n);for(let t=0;t<e.lines.length;t++){let n=e.lines[t];if(s.has(t+1)||!(st.test(n)||rt.test(n)))continue;let i=n.length-n.trimStart().length,r=n.trimEnd().length;return{text:n.slice(i,Math.min(r,i+120)),place:{line:t+1,column:i+1,endLine:t+1,endColumn:r+1}}}}var pe={id:"section-missing",severity:"error",fixable:!1,description:"A required section (`## Status`, `## Deliverables`, `## Evidence`, `## Runtime Attestation`) is missing.",rationale:"The parent reads each section by its heading; without `## Status` there is no return at all and the report is `null`.",wrong:`## Status
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
`,check({model:e,extracted:s,report:t}){let n=f(e,"status"),i=!e.sections.some(d=>d.kind!==void 0),r=n?void 0:ot(e),o=n?.headingPlace??(i?r?.place:void 0)??{line:1,column:1,endLine:1,endColumn:1};for(let d of i?["status"]:T){if(d==="attestation"?S(e):f(e,d))continue;let c=`## ${w[d]}`;t({message:d!=="status"?`Missing section \`${c}\``:r?`Unexpected status line \`${r.text}\` ${i?"in free-form text":"outside a Status section"}, expected a \`## Status\` section with \`state:\` (no report can be read)`:"Unexpected text without a `## Status` section, expected a return (no report can be read)",place:d==="status"?r?.place??o:o,expected:[c],...d==="status"&&s===null?{note:"Every return starts with `## Status` holding `state:` and `summary:`."}:{}})}}};var he={id:"section-duplicate",severity:"error",fixable:!1,description:"A section appears twice; only the first is read.",rationale:"Two `## Status` sections leave the parent guessing which one is true, so the second is ignored and reported.",wrong:`## Status
state: ERROR
summary: Failed.
retry_recommended: no

## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,check({model:e,report:s}){let t=new Map;for(let n of e.sections){if(!n.kind)continue;let i=t.get(n.kind);if(!i){t.set(n.kind,n);continue}s({message:`Unexpected second \`## ${w[n.kind]}\` section (first on line ${i.headingPlace.line}); only the first is read`,place:n.headingPlace,cause:{message:"First section",place:i.headingPlace}})}}};var at=["state","summary"],lt=["runtime_model_reported","runtime_mode_reported","files_created","files_modified"],ge={id:"key-missing",severity:"error",fixable:!1,description:"A required key is missing: `state` or `summary` in Status, or one of the four attestation keys.",rationale:"Parents route on `state`, show `summary`, and audit the runtime and the files touched from the attestation.",wrong:`## Status
state: SUCCESS
`,right:`## Status
state: SUCCESS
summary: Added the parser and its tests.
`,check({model:e,report:s}){let t=[[f(e,"status"),at,"Status"],[S(e),lt,"Runtime Attestation"]];for(let[n,i,r]of t){if(!n)continue;let o=p(n);for(let d of i)o.has(d)||d==="state"&&n.headingState||s({message:`Missing key \`${d}\` in ${r}`,place:n.headingPlace,expected:[`${d}:`]})}}};var ye={id:"key-duplicate",severity:"error",fixable:!1,description:"A key appears twice in one section; only the first is read.",rationale:"A parent that reads the last value and one that reads the first would disagree.",wrong:`## Status
state: SUCCESS
state: ERROR
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,check({model:e,report:s}){for(let t of e.sections){if(!t.kind)continue;let n=new Map;for(let i of t.entries){if(i.type!=="key")continue;let r=n.get(i.key);if(!r){n.set(i.key,i);continue}s({message:`Unexpected second \`${i.key}\` key (first on line ${r.line.line}); only the first is read`,place:i.keyPlace,cause:{message:"First key",place:r.keyPlace}})}}}};var dt=["state","summary","error_code","retry_recommended","retry_hint","runtime_model_reported","runtime_mode_reported"],ct=new Set(["files_created","files_modified","limitations"]),Se={id:"value-empty",severity:"error",fixable:!1,description:"A key that takes a single value has none, or the text ends on a list key without items.",rationale:"An empty `summary:` or `runtime_model_reported:` looks present to a grep but tells the parent nothing. A list key with nothing after it at the very end of the text (`files_modified:`) is where a return cut short stops: an empty list is written `- (none)`.",wrong:`## Status
state: SUCCESS
summary:
`,right:`## Status
state: SUCCESS
summary: Added the parser and its tests.
`,check({model:e,report:s}){for(let t of[f(e,"status"),S(e)])for(let n of dt){let i=p(t).get(n);!i||i.value!==""||s({message:`Unexpected empty value for \`${n}\``,place:i.keyPlace,...i.items.length>0?{note:`\`${n}\` takes one value on its own line, not a list.`}:{}})}for(let t of[S(e)])for(let n of t?.entries??[])n.type!=="key"||!ct.has(n.key)||n.value!==""||n.items.length>0||e.lines.slice(n.line.line).some(i=>i.trim()!=="")||s({message:`Unexpected end of the text after \`${n.key}:\`, expected its items or \`- (none)\`: the return may be cut short`,place:n.keyPlace})}};var Ce=/^[\s>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})\s*([^\s`]*)/,Z=class{open=[];next(s,t){let n=Ce.exec(s),i=this.open.at(-1);if(n&&i&&n[1][0]===i.mark[0]&&n[1].length>=i.mark.length&&s.trim()===n[1])return this.open.pop(),!1;if(n&&(!i||i.prose))return this.open.push({mark:n[1],prose:te.has(n[2].toLowerCase()),status:t}),!1;if(i===void 0)return!0;if(!i.prose)return!1;let r=B(s.replace(/^[\s>]*/,""));return r!==void 0&&O(r)?.kind==="status"&&(i.status=!0),i.status}},ut=/stat(?:e|us)|result|outcome|overall|final|succe|complet|done|finish|pass|fail|error|block|partial/i,ft=/^[\s>]*(?:<!--\s*|\[\/\/\]:[ \t]*#[ \t]*\(\s*)?/;function mt(e,s,t,n){let{lines:i}=e,r=a=>a>=n.from&&a<=n.to,o=Mt(e,i,r),d=new Z,l=$t(i),c=yt(e);for(let a=0;a<i.length;a++){if(!d.next(i[a],r(a+1))||o.has(a+1)||a+1===s||!ut.test(l[a]))continue;let u=Dt(l[a]);if(u===void 0)continue;let g=be(u);if(u.key==="status"&&!r(a+1)&&!(u.outright&&g!==void 0&&c(a+1))||g!=="ERROR"&&!(t==="SUCCESS"&&g==="PARTIAL"))continue;if(![a,a+2].some(m=>{let y=m===s||o.has(m)?void 0:Q(l[m-1]??"");return y!==void 0&&be(y)!==g}))return{where:"other",said:`${u.name??u.key}: ${u.value}`,line:a+1}}}function pt(e,s){let t=e.replace(/[\p{Extended_Pictographic}\uFE0F.!]/gu,"").trim();if(s!=="SUCCESS"||t.length>40)return;let n=M(t,"SUCCESS");return n!==void 0&&n.toLowerCase()===t.toLowerCase()?"PARTIAL":void 0}var ht=/(?:^|_)(?:before|prev|previous|prior|earlier|initial|old|baseline|original|was)(?:_|$)/;function gt(e,s){return/^(?:failed|failures|failing|errors|failed_tests|failing_tests)$/.test(e)&&/^[ \t*_`]*[1-9]\d*\b/.test(s)?!0:/(?:^|[\s(,;])[1-9]\d*[ \t]+(?:tests?[ \t]+)?(?:failed|failing|failures?|errors?)\b/i.test(s)&&!V.test(s)}var Ee=/^(?:final[ \t]+)?(?:result|outcome|status|verdict|conclusion)s?\b/i;function yt(e){let s=e.sections[0]?.headingLine.line??Number.POSITIVE_INFINITY,{sections:t}=e;return n=>{if(n<s)return!0;let i=0,r=t.length;for(;i<r;){let d=i+r>>>1;t[d].headingLine.line<=n?i=d+1:r=d}let o=t[i-1];return o!==void 0&&(o.kind==="attestation"||o.kind===void 0&&Ee.test(o.title.replace(/^[^\p{L}]+/u,"")))}}function St(e,s,t){for(let n=s+1;n<=t;n++){let i=(e[n-1]??"").replace(/^[\s>*_-]+/,"").trim();if(i===""||/^(?:=+|-+)$/.test(i))continue;let r=i.split(/\s[\u2014\u2013-]\s|[:.](?:\s|$)/)[0].trim(),o=h(r).state??I(r)??(F(i,Le)===void 0?void 0:"ERROR");return o===void 0?void 0:{state:o,text:i,line:n}}}function kt(e){return e.length===1&&/^(?:0|zero|none)(?: ?\([^()]*\))?\.?$/i.test(e[0].trim())}function wt(e){let[s]=e.split(/\s[\u2014\u2013-]\s|[;:,](?:\s|$)|\.\s/),t=s.trim().replace(/\.$/,"");return v(t)||/^(?:0|zero)$/i.test(t)}function xt(e,s,t){let n=!1;for(let i=s+1;i<=t;i++){let r=e[i-1],o=U(r),d=(o?r.slice(o.contentStart):r).trim();if(d!==""&&!(i===s+1&&/^(?:=+|-+)$/.test(d))){if(!wt(d))return"content";n=!0}}return n?"none":"empty"}var ke=/^(?:[\s*_([{]|<\/?[a-z]{1,10}>)+/i,$e=/^(?:state|status|result|outcome|overall|verdict|conclusion|final (?:state|status|result|verdict))[ \t]*[:\u2014\u2013-][ \t]*/i,bt=/^(?:(?:could|can|did|was|were)(?:[ \t]*not|n['\u2019]t)(?:[ \t]+be)?(?:[ \t]+able[ \t]+to)?|unable[ \t]+to|failed[ \t]+to)[ \t]+(?:complete|finish|run|build|deploy|apply|install|implement|start|connect|access|push|merge|compile|migrate|fix|resolve)\b|^(?:no[ \t]+changes[ \t]+(?:were[ \t]+)?made|gave[ \t]+up|timed[ \t]+out|ran[ \t]+out[ \t]+of|half[ \t-]+done|wip\b|work[ \t]+in[ \t]+progress)/i,V={test:e=>le("repair").test(ae(e))},vt=/[:\u2014\u2013()[\]{}<>"\u201d]|\s-\s|[.!?;,](?:\s|$)/;function Y(e,s){if(s!=="SUCCESS"||V.test(e.slice(0,240)))return;let t=e.replace(ke,""),n=$e.exec(t);n&&(t=t.slice(n[0].length).replace(ke,""));let i=vt.exec(t),r=(i?t.slice(0,i.index):t).trim(),o=bt.exec(t);if(o)return o[0];let d=/[A-Za-z]+/.exec(r)?.[0];if(d===void 0||!(/^(?:fail|error|block|abort|partial)/i.test(d)||ie(d)))return;let l=i?t.slice(i.index+i[0].length):"";if(/^[ \t*_`]*(?:0|zero|none|nothing)[ \t*_`]*(?:[,;]|\.(?!\d)|\s[\u2014\u2013-]\s|$)/i.test(l))return;let c=h(r).state;if(c==="ERROR"||c==="PARTIAL")return r;let a=r.length<=40?M(r,"SUCCESS"):void 0;if(a!==void 0&&a.toLowerCase()===r.toLowerCase())return r;let u=/^([A-Za-z]+)[ \t]+(?:on|due|because)\b(?![ \t]+(?:nothing|none|no)\b)/i.exec(r);return(u?h(u[1]).state:void 0)==="ERROR"?u[0]:void 0}var Rt=new RegExp(`[${Object.keys(W).join("")}]`,"gu"),_t=/[\u115F\u1160\u3164\uFFA0\u2800]/g,Ct=new RegExp("\\p{Default_Ignorable_Code_Point}","gu"),Et=/\\([!-/:-@[-`{-~])/g;function we(e){return e.normalize("NFKC").replace(_t," ").replace(Ct,"").replace(Rt,s=>W[s])}function $t(e){let s=e.join(`
`);if(!/[^\x00-\x7f]/.test(s))return e;let t=we(s).split(`
`);return t.length===e.length?t:e.map(we)}var At=/"(state|status)"[ \t]*:[ \t]*"([^"]{0,40})"/i,Lt=/^[*_`]{0,2}(state|status)[*_`]{0,2}[ \t]*(?:=|[-\u2013\u2014])[ \t]*(\S.*)$/i,Ut=new Set(["result","outcome","overall","overall_status","overall_result","final_state","final_status","final_result","task_status","completion_status"]),J=new Set(["success","successful","succeeded","completed","complete","done","finished","passed"]),Pt=new Set(["failed","failure","errored","blocked","partial"]);function xe(e,s){return s.bullet===void 0&&!/^[\s]*(?:>|<!--)/.test(e)}function Q(e){let s=/^[\s>]*\[\/\/\]:/.test(e),t=e.replace(Et,"$1").replace(ft,"").trimEnd();t.endsWith("-->")&&(t=t.slice(0,-3).trimEnd()),s&&t.endsWith(")")&&(t=t.slice(0,-1).trimEnd());let n=/^<(state|status)>([^<]{0,64})<\/\1>$/i.exec(t);if(n)return{key:n[1].toLowerCase()==="state"?"state":"status",value:n[2].trim(),outright:!0};t=t.replace(/^#{1,6}[ \t]+/,"");let i=/^(\*\*|__|\*|_)(?=\S)/.exec(t)?.[1];if(i&&t.length>i.length*2&&t.endsWith(i)&&!t.slice(i.length,-i.length).includes(i)&&(t=t.slice(i.length,-i.length).trim()),t.startsWith("|")){let a=t.split("|");return a.length>3&&j(b(a[1]).text)==="state"?{key:"state",value:a[2].trim()}:void 0}let r=t.startsWith("{")||t.startsWith('"')?At.exec(t):null;if(r)return r[1].toLowerCase()==="state"?{key:"state",value:r[2]}:/"summary"[ \t]*:/i.test(t)?{key:'"status"',value:r[2]}:void 0;let o=C(t);if(o?.key==="state"||o?.key==="status")return{key:o.key,name:o.rawKey,value:o.value,outright:xe(e,o)};if(o&&Ut.has(o.key))return{key:"status",name:o.rawKey,value:o.value,outright:xe(e,o)};let d=o&&(J.has(o.key)||Pt.has(o.key))?R(o.value)?.value:void 0;if(d!==void 0&&J.has(o.key)===!d)return{key:"status",name:o.rawKey,value:o.value,state:J.has(o.key)?"PARTIAL":"ERROR",outright:!1};if(o?.key==="summary"){let a=C(o.value);return a?.key==="state"&&a.bullet===void 0?{key:"state",value:a.value}:void 0}if(o)return;let l=U(t),c=Lt.exec(l?t.slice(l.contentStart):t);if(c)return{key:c[1].toLowerCase()==="state"?"state":"status",value:c[2],outright:l===void 0&&!/^[\s]*(?:>|<!--)/.test(e)}}function be(e){if(e.state)return e.state;let s=h(e.value);return s.remark===void 0||e.outright?s.state:void 0}var ve=/[\v\f\u0085\u2028\u2029]/;function Dt(e){if(!ve.test(e))return Q(e);for(let s of e.split(ve)){let t=Q(s);if(t)return t}}var Ot=new Set(["json","jsonc","json5",""]),Tt=/"status"[ \t]*:[ \t]*"([^"\n]{0,40})"/i;function It(e,s){for(let t of P(e.tree).code){if(!Ot.has((t.lang??"").toLowerCase())||t.value.length>65536||!/"summary"[ \t]*:/i.test(t.value))continue;let n;try{n=JSON.parse(t.value)}catch{continue}if(typeof n!="object"||n===null||Array.isArray(n))continue;let i=n;if(typeof i.status!="string"||typeof i.summary!="string"||!(Array.isArray(i.artifacts)||typeof i.metadata=="object"&&i.metadata!==null))continue;let r=h(i.status).state,o=Tt.exec(t.value);if(r!=="ERROR"&&!(s==="SUCCESS"&&r==="PARTIAL"))continue;let d=(t.position?.start.line??1)+(o?t.value.slice(0,o.index).split(`
`).length-1:0)+(t.position&&/^[ \t>]*(?:`{3,}|~{3,})/.test(e.lines[t.position.start.line-1]??"")?1:0);return{where:"other",said:`"status": ${JSON.stringify(i.status)}`,line:d}}}function Mt(e,s,t){let n=new Set;for(let i of P(e.tree).code){let r=i.position?.start.line,o=i.position?.end.line;if(r===void 0||o===void 0||Ce.test(s[r-1]??""))continue;let d=!1;for(let l=r;l<=o&&!d;l++){let c=B((s[l-1]??"").trim());d=t(l)||c!==void 0&&O(c)?.kind==="status"}if(!d)for(let l=r;l<=o;l++)n.add(l)}return n}function Re(e,s){if(s!=="ERROR")return L(e,"ERROR")??(s==="SUCCESS"?L(e,"PARTIAL"):void 0)}var _e=new WeakMap;function Ae(e,s,t){let n=_e.get(s);return n||_e.set(s,n=new Map),n.has(t)||n.set(t,Kt(e,s,t)),n.get(t)}function Kt(e,s,t){let n=p(s);if(n.has("state")){let a=s.headingState?h(s.headingState.value).state:void 0;if(a!==void 0&&a!==t)return{where:"heading",said:s.headingState.value};let u=Re(s.marks,t)??Re(s.suffix,t)??M(se(s.suffix),t);if(u!==void 0)return{where:"heading",said:u}}if(t==="ERROR")return;let i=e.sections[e.sections.indexOf(s)+1],r=mt(e,n.get("state")?.line.line,t,{from:s.headingLine.line,to:i?i.headingLine.line-1:e.lines.length})??It(e,t);if(r||(e.sections.forEach((a,u)=>{if(a===s||a.kind!==void 0||a===e.wrapper)return;if(($e.test(a.title.replace(/^[^\p{L}]+/u,""))?Y(a.title.replace(/^[^\p{L}]+/u,""),t):void 0)!==void 0){r??={where:"other",said:a.title,line:a.headingLine.line};return}let k=h(a.title),m=(k.remark===void 0?k.state:void 0)??I(a.title)??pt(a.title,t),y=e.sections[u+1],x=a.title.replace(/^[^\p{L}]+/u,"").trim();if(m===void 0&&Ee.exec(x)?.[0].length===x.length){let $=St(e.lines,a.headingLine.line,y?y.headingLine.line-1:e.lines.length);$!==void 0&&($.state==="ERROR"||t==="SUCCESS"&&$.state==="PARTIAL")&&(r??={where:"other",said:$.text,line:$.line});return}if(m!=="ERROR"&&!(t==="SUCCESS"&&m==="PARTIAL"))return;let N=xt(e.lines,a.headingLine.line,y?y.headingLine.line-1:e.lines.length);(N==="empty"||N==="content"&&t==="SUCCESS")&&(r??={where:"other",said:a.title,line:a.headingLine.line})}),r))return r;for(let a of s.entries){if(a.type==="key"){if(a.bullet||E.has(a.key)||ht.test(a.key))continue;let x=h(a.value);if(x.remark===void 0&&(x.state==="ERROR"||t==="SUCCESS"&&x.state==="PARTIAL")||gt(a.key,a.value))return{where:"line",said:`${a.rawKey}: ${a.value}`};continue}let[u,...g]=a.text.replace(/^[>#\s]+/,"").split(/\s[\u2014\u2013-]\s/),k=u.trim(),m=h(k).state??I(k);if(!kt(g)&&(m==="ERROR"||t==="SUCCESS"&&m==="PARTIAL"))return{where:"line",said:k};let y=t!=="SUCCESS"||a.type==="text"&&a.subheading?void 0:F(a.text,Le);if(y!==void 0)return{where:"line",said:y}}let o=n.get("summary"),d=o?.value??"",l=Y(d,t);if(l!==void 0)return{where:"summary",said:l};if(o&&o.wrappedLines>0&&!V.test(d))for(let a=o.line.line+1;a<=o.valuePlace.endLine;a++){if(!/[.!?:;]\s*$/.test(e.lines[a-2]??""))continue;let u=Y(e.lines[a-1]??"",t);if(u!==void 0)return{where:"other",said:u,line:a}}let c=F(d);if(c!==void 0)return{where:"summary",said:c};for(let a=(o?.line.line??0)+1;o&&a<=o.valuePlace.endLine;a++){let u=F(e.lines[a-1]??"");if(u!==void 0)return{where:"other",said:u,line:a}}}var Le=/[\u274C\u274E\u2716\u2717\u2718\u26D4\u{1F6AB}\u{1F6D1}\u{1F534}\u{1F7E5}]/u;function F(e,s){let t=/^[^\p{L}\p{N}]*/u.exec(e)[0],n=s?s.exec(t)?.[0]:L(t,"ERROR");return n===void 0||L(t.slice(t.indexOf(n)+n.length),"SUCCESS")!==void 0?void 0:n}var Ue={id:"state-invalid",severity:"error",fixable:!1,description:"`state` is neither `SUCCESS`, `ERROR`, `PARTIAL` nor a synonym of one (`COMPLETE`, `FAILED`, \u2026).",rationale:"The parent branches on `state`; any other word leaves it no branch to take, so no report is produced. A negated word (`not complete`, `incomplete`, `unsuccessful`) is never read as a state, nor a word beside a mark of another state (`SUCCESS \u274C`), nor one under a Status heading that says another or tells of a worse outcome (`## Status: \u274C FAILED`, `## Status: NOT COMPLETE`), beside a line of the section saying a worse one (`FAILED`, `result: FAILED`, `success: no`), or while another `state` line of the text names a worse one (a second return, however it is spelled or quoted; a `status` line standing on its own; a console return in a JSON code block) or a heading is nothing but a worse state (`# ERROR`, `## \u274C FAILED`; a heading that goes on, `## Error: build broke`, titles a topic) or over a summary opening with a failure mark, a worse state word or a negated success (`state: SUCCESS` over `summary: \u274C Build failed`, `summary: FAILED \u2014 the build broke` or `summary: Incomplete: \u2026`). What the rest of the return shows (failing evidence, failure said later in the summary) is read by `outcome-contradicted`, with the signals of `grammar/signals.md`. The other rules still run, so every problem is reported at once.",wrong:`## Status
state: WORKING
summary: Added the parser.
`,right:`## Status
state: SUCCESS
summary: Added the parser.
`,check({model:e,report:s}){let t=f(e,"status"),n=p(t).get("state");if(!t||n?.value==="")return;let i=n?{value:n.value,place:n.valuePlace}:t.headingState;if(!i)return;let r=h(i.value),o=r.state?Ae(e,t,r.state):void 0;if(o){let d=o.where==="heading"?`under a heading saying \`${o.said}\``:o.where==="line"?`beside a line saying \`${o.said}\``:o.where==="other"?`while another line of the text says \`${o.said}\``:`over a summary opening with \`${o.said}\``,l=o.line===void 0?void 0:e.lines[o.line-1];s({message:`Unexpected state \`${i.value}\` ${d}, expected one state`,place:i.place,pointer:"/status/state",expected:[...A],...l===void 0?{}:{cause:{message:"The other state",place:{line:o.line,column:1,endLine:o.line,endColumn:l.length+1}}}});return}r.state||s({message:`Unexpected state \`${i.value}\`, expected \`SUCCESS\`, \`ERROR\` or \`PARTIAL\``+(r.conflict?` (its ${r.conflict} stands for another state)`:"")+(r.suggestion?` (did you mean \`${r.suggestion}\`?)`:""),place:i.place,pointer:"/status/state",expected:r.suggestion?[r.suggestion]:[...A]})}};var Pe=160,jt={summary:"the summary",evidence:"the evidence",output:"the output shown in Evidence",table:"a table in Evidence",limitation:"a limitation",deliverable:"a deliverable"};function Ft(e){let s=[...e].length>Pe?`${[...e].slice(0,Pe).join("")}\u2026`:e;return ee(s)}var De={id:"outcome-contradicted",severity:"error",fixable:!1,description:"What the return shows (a named signal of `grammar/signals.md`) says a worse state than its `state`.",rationale:"A parent that reads only `state` accepts a SUCCESS whose own evidence shows the work failed: failing tests or a compiler error in Evidence, failure said in the summary or a limitation, a stub delivered, a success that delivers nothing, a PARTIAL with no completed subset. Each diagnostic names the signal that fired (`signal`) and points (`cause`) at the words that said it; `lint` users may set a signal off by its id in `rules`, `review` always weighs every signal.",wrong:`## Status
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
`,check(e){let{extracted:s,positions:t,report:n}=e,i=t.get("/status/state");if(!(!s||!i))for(let r of ce(e,s)){let o=de.get(r.signal),d=A.filter(l=>l===r.says||r.says==="PARTIAL"&&l==="ERROR");n({message:`Unexpected \`${s.status.state}\` while ${jt[r.where]} on line ${r.place.line} says ${Ft(r.text)} (signal \`${o.id}\`), expected \`${d.join("` or `")}\``,signal:o.id,place:i,pointer:"/status/state",expected:d,note:o.description,cause:{message:`The child's words that show it (${o.id})`,place:r.place}})}}};var Oe={id:"retry-recommended-required",severity:"error",fixable:!1,description:"`state: ERROR` without `retry_recommended: yes|no`.",rationale:"The error-propagation contract makes the retry decision depend on it: a parent cannot choose between retry and escalation without it.",wrong:`## Status
state: ERROR
summary: Input file missing.
error_code: E_MISSING_INPUT
`,right:`## Status
state: ERROR
summary: Input file missing.
error_code: E_MISSING_INPUT
retry_recommended: yes
retry_hint: Add the input path to the handoff.
`,check({model:e,extracted:s,report:t}){let n=f(e,"status");if(!n||s?.status.state!=="ERROR"||p(n).has("retry_recommended"))return;let i=p(n).get("state");t({message:"Missing `retry_recommended` for `state: ERROR`, expected `retry_recommended: yes` or `no`",place:i?.valuePlace??n.headingPlace,pointer:"/status/retry_recommended",expected:["yes","no"]})}};var Te={id:"retry-recommended-invalid",severity:"error",fixable:!1,description:"`retry_recommended` is not `yes` or `no`.",rationale:"A parent cannot act on `maybe`; the value is left out of the report.",wrong:`## Status
state: ERROR
summary: Timed out.
retry_recommended: maybe
`,right:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
retry_hint: Retry with a smaller batch.
`,check({model:e,report:s}){let t=p(f(e,"status")).get("retry_recommended");!t||t.value===""||R(t.value)||s({message:`Unexpected \`retry_recommended: ${t.value}\`, expected \`yes\` or \`no\``,place:t.valuePlace,pointer:"/status/retry_recommended",expected:["yes","no"]})}};var Ie=["files_created","files_modified"];function Nt(e){let s=new Map,t=[e];for(;t.length>0;){let n=t.pop();if(n.type==="definition"&&!s.has(n.identifier)&&s.set(n.identifier,n.url),n.type==="root"||n.type==="blockquote"||n.type==="list"||n.type==="listItem")for(let i of n.children)t.push(i)}return s}function Wt(e,s){if(s.size===0)return;let t=/^\[([^\]]{1,999})\](?:\[([^\]]{0,999})\])?/.exec(e.trim());if(!t||e.trim()[t[0].length]==="(")return;let n=(t[2]||t[1]).replace(/[\t\n\r ]+/g," ").trim().toLowerCase();return s.get(n)}var Me={id:"path-not-repo-relative",severity:"error",fixable:!1,description:"A deliverable or attested path is not relative to the repository root.",rationale:'Absolute paths, `..` escaping the root, URLs (any `scheme:`, `javascript:`, `data:`, `vbscript:` and `mailto:` included), drive letters and backslashes are reported, and so is a path outside the repository named inside an entry that is no path as a whole (`"/etc/passwd"`, `Created /etc/passwd`, `src/a.ts, ../b.ts`), which the parent reads as a claim about that file; so is a path written to slip past the check (invisible characters, `%2e%2e/`, `$HOME/\u2026`, a `file:` URL) and one written as an entry on a line of Deliverables or Runtime Attestation that is no bullet (alone on it or before a separator, a sub-heading). The contract says attested paths MUST be repo-relative: the parent resolves them against its own checkout, where `/home/child/\u2026` means nothing.',wrong:`## Deliverables
- /home/agent/repo/src/parser.ts \u2014 the parser
`,right:`## Deliverables
- src/parser.ts \u2014 the parser
`,check({model:e,extracted:s,positions:t,report:n}){if(!s)return;let i=s.deliverables.map((o,d)=>[o.path,`/deliverables/${d}/path`]);for(let o of Ie)s.attestation[o].forEach((d,l)=>i.push([d,`/attestation/${o}/${l}`]));let r=Nt(e.tree);for(let[o,d]of i){let l=Wt(o,r),c=ue(l??o),a=c?{path:l??o,problem:c}:fe(o),u=t.get(d);!a||!u||n({message:`Unexpected ${H(a.problem)} \`${a.path}\`, expected a path relative to the repository root`,place:u,pointer:d})}for(let o of[f(e,"deliverables"),f(e,"attestation")]){if(!o)continue;let d=[];for(let l of o.entries){l.type==="text"&&d.push(l.line.line);let c=l.type==="key"&&Ie.includes(l.key)?l.items:[];for(let a of c)for(let u=a.line.line+1;u<=a.place.endLine;u++)d.push(u)}for(let l of d){let c=e.lines[l-1]??"",a=me(c);a&&n({message:`Unexpected ${H(a.problem)} \`${a.path}\` in ${o.title}, expected a path relative to the repository root`,place:{line:l,column:1,endLine:l,endColumn:c.length+1}})}}}};var Ke={id:"return-in-code-fence",severity:"warning",fixable:!0,description:"The return is wrapped in a ```` ```markdown ```` fence instead of being the markdown itself.",rationale:"Children often copy the fence from the contract\u2019s example. It is read anyway, but a strict parent sees only a code block.",wrong:`Here is my result:

\`\`\`markdown
## Status
state: SUCCESS
summary: Done.
\`\`\`
`,right:`Here is my result:

## Status
state: SUCCESS
summary: Done.
`,check({model:e,replaceLines:s,report:t}){let n=e.container;if(n.type!=="fence")return;let i=e.lines[n.open.line-2],r=!n.proseAfter&&(i===void 0||i.trim()==="")&&!(e.lines[n.open.line]??"").startsWith("\uFEFF");t({message:"Unexpected code fence around the return, expected the return as plain markdown",place:n.open,...n.proseBefore||n.proseAfter?{note:"Text outside the fence is not part of the return."}:{},...r?{fix:s(n.open.line,n.open.line,"")}:{}}),n.close&&t({message:"Unexpected closing code fence after the return",place:n.close,...r?{fix:s(n.close.line,n.close.line,"")}:{}})}};var je={id:"host-wrapper",severity:"warning",fixable:!0,description:"A host\u2019s prefix or tags around the return (`[new_task completed] Result:`, `<result>`, `<task_result>`) are set aside.",rationale:"Some orchestrators hand the parent the child\u2019s return behind a prefix or inside tags, so the first heading is not at the start of a line. handback reads the return behind them and logs what it set aside.",wrong:`[new_task completed] Result: ## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,check({model:e,replace:s,replaceLines:t,report:n}){for(let i of e.host)n({message:i.wholeLine?`Unexpected host tag \`${i.text}\` around the return, expected the return alone`:`Unexpected host prefix \`${i.text}\` before the return's first heading, expected the heading at the start of the line`,place:i.place,fix:i.wholeLine?t(i.place.line,i.place.line,""):s(i.place,"")})}};var qt=/^(?:sub)?(?:task )?(?:result|return)s?$/i;function zt(e){return e.sections.find(s=>s.kind!==void 0)?.headingPlace.line??e.lines.length}var Fe={id:"wrapper-heading",severity:"warning",fixable:!0,description:"The sections sit under a wrapper heading such as `## Subtask Result`.",rationale:"An older template nested the sections one level down; they are read anyway, but the contract puts them at the top.",wrong:`## Subtask Result

### Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,check({model:e,replaceLines:s,report:t}){let n=e.wrapper;if(!n)return;let i=!n.setext&&qt.test(n.title)&&e.lines.slice(n.headingPlace.line,zt(e)-1).every(r=>r.trim()==="");t({message:`Unexpected wrapper heading \`${n.title}\` around the sections, expected the sections at the top level`,place:n.headingPlace,...i?{fix:s(n.headingPlace.line,n.headingPlace.line,"")}:{}})}};function Bt(e){let s=e.length;for(;s>0&&(e[s-1]===" "||e[s-1]==="	");)s--;return e.slice(0,s)}var Ne={id:"section-heading-style",severity:"warning",fixable:!0,description:"A section heading is not spelled exactly as the contract requires.",rationale:'Canonical: `## Status` and the other section names, at level 2, in this case, with no number and no suffix. The contract asks for exact spelling so a plain `grep "^## Status"` works; handback tolerates the rest and logs it here.',wrong:`### 1. status:
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,check({model:e,eol:s,replace:t,replaceLines:n,report:i}){let r=e.sections.findIndex(l=>l.kind!==void 0),o=e.sections[r]?.depth??2,d=o>=2||!e.sections.some(l=>l.entries.some(c=>c.type==="text"&&c.subheading));e.sections.forEach((l,c)=>{if(l.kind||c<r||o===2||l.depth!==o||l.setext)return;let a=/^ {0,3}#{1,6}/.exec(l.headingLine.text);a&&i({message:`Unexpected level ${o} for heading \`${l.headingLine.text.trim()}\` among the return's sections, expected level 2`,place:l.headingPlace,expected:["##"],...d?{fix:t({...l.headingPlace,column:1,endColumn:a[0].length+1},"##")}:{}})});for(let l of e.sections){if(!l.kind)continue;let c=`## ${w[l.kind]}`,a=l.headingLine.text.trim(),u=l.headingState?h(l.headingState.value).state:void 0;if(u&&!p(l).has("state")){i({message:`Unexpected state in the heading \`${a}\`, expected \`${c}\` followed by \`state: ${u}\``,place:l.headingPlace,expected:[`${c}${s}state: ${u}`],...l.setext||!d?{}:{fix:n(l.headingPlace.line,l.headingPlace.line,`${c}${s}state: ${u}${s}`)}});continue}if(!l.setext&&a===c)continue;let g=Bt((l.rawSuffix??l.suffix).replace(/^[\s:#]+$/,"")),k=`${c}${g}${l.marks===""?"":` ${l.marks}`}`,m=[];l.setext?m.push("setext underline"):l.depth!==2&&m.push(`level ${l.depth}`),l.numbered&&m.push("numbering"),l.marks!==""&&m.push(`\`${l.marks}\` before the name`),O(l.title)?.name!==w[l.kind]&&m.push("case"),l.suffix.replace(/^[\s:#]+$/,"").length>0&&m.push(`suffix \`${l.suffix.trim()}\``),m.length===0&&m.push("extra characters");let y=l.setext?l.headingPlace.line+1:l.headingPlace.line,x=k!==a&&!/[\r\n]/.test(l.title)&&l.rawSuffix!==void 0&&d;i({message:`Unexpected section heading \`${a}\` (${m.join(", ")}), expected \`${c}\``,place:l.headingPlace,expected:[c],...x?{fix:n(l.headingPlace.line,y,k+s)}:{}})}}};var We={id:"section-order",severity:"warning",fixable:!1,description:"Sections are not in the order Status, Deliverables, Evidence, Runtime Attestation.",rationale:"A fixed order lets a reader (human or agent) find each section without searching.",wrong:`## Deliverables
- (none)

## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.

## Deliverables
- (none)
`,check({model:e,report:s}){let t=new Set,n=-1;for(let i of e.sections){if(!i.kind||t.has(i.kind))continue;t.add(i.kind);let r=T.indexOf(i.kind);r<n&&s({message:`Unexpected \`## ${w[i.kind]}\` after \`## ${w[T[n]]}\`, expected the order Status, Deliverables, Evidence, Runtime Attestation`,place:i.headingPlace}),n=Math.max(n,r)}}};function Ht(e){let s=[];return e.bullet&&s.push("bullet"),e.wrap==="`"?s.push("backticks"):e.wrap==="*"?s.push("italics"):e.wrap&&s.push("bold"),e.line.text.slice(0,e.valuePlace.column-1).includes("\uFF1A")&&s.push("fullwidth colon"),e.rawKey.includes("\\_")&&s.push("escaped underscores"),j(e.rawKey)!==e.key?s.push(`\`${e.rawKey}\` is another name`):e.rawKey.replaceAll("\\_","_")!==e.key&&s.push("case or spacing"),s}function Gt(e,s){for(let t=s;t<e.length;t++){let n=e[t];if(/^ {0,3}(?:=+|-+)[ \t]*$/.test(n))return!0;if(n.trim()===""||U(n)||/^ {0,3}(?:#|>|```|~~~)/.test(n))return!1}return!1}var qe={id:"key-style",severity:"warning",fixable:!0,description:"A key is not written as a plain `key: value` line (bulleted, bold, backticked, other case or spacing).",rationale:"The contract puts one `key: value` per line; handback reads the variants but logs them so a strict parent can refuse them.",wrong:`## Status
- **State**: SUCCESS
- summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,check({model:e,replace:s,report:t}){for(let n of e.sections)if(n.kind)for(let i of n.entries){if(i.type!=="key")continue;let r=i.value===""||i.listed?`${i.key}:`:`${i.key}: `,o={...i.keyPlace,column:1},d=i.line.text.slice(0,i.valuePlace.column-1);if(d===r)continue;let l=Ht(i);d.includes("\xA0")&&l.push("no-break space"),l.length===0&&l.push(i.line.text.startsWith(" ")||i.line.text.startsWith("	")?"indentation":"spacing"),t({message:`Unexpected key \`${d.trim()}\` (${l.join(", ")}), expected \`${r.trim()}\``,place:o,expected:[r.trim()],...i.bullet&&Gt(e.lines,i.line.line)?{}:{fix:s({...o,endColumn:i.value===""||i.listed?i.line.text.length+1:i.valuePlace.column},r)}})}}};var ze={id:"value-style",severity:"warning",fixable:!0,description:"A value is readable but not written canonically.",rationale:"Examples: `success`, `COMPLETE`, `\u2705 DONE` for `SUCCESS`, `FAILED` for `ERROR`, `Partially complete` for `PARTIAL`, `True` for `yes`, a backticked or bold value, a value wrapped over lines. Canonical values keep the text greppable and comparable; handback accepts the variants and logs them.",wrong:`## Status
state: **success**
summary: Done.
retry_recommended: True
`,right:`## Status
state: SUCCESS
summary: Done.
retry_recommended: yes
`,check({model:e,replace:s,replaceLines:t,eol:n,report:i}){let r=p(f(e,"status")),o=p(S(e)),d=r.get("state");if(d){let a=h(d.value);a.state&&a.remark!==void 0?i({message:`Unexpected remark after the state in \`${d.value}\`, expected \`${a.state}\` alone (a remark belongs in \`summary\`)`,place:d.valuePlace,expected:[a.state]}):a.state&&!a.canonical&&i({message:`Unexpected spelling \`${d.value}\`, expected \`${a.state}\``,place:d.valuePlace,expected:[a.state],fix:s(d.valuePlace,a.state)})}let l=r.get("retry_recommended"),c=l?R(l.value):void 0;if(l&&c&&!c.canonical){let a=c.value?"yes":"no";i({message:`Unexpected spelling \`${l.value}\`, expected \`${a}\``,place:l.valuePlace,expected:[a],fix:s(l.valuePlace,a)})}for(let a of r.values())a.listed&&i({message:`Unexpected list for \`${a.key}\`, expected its text on the key's line`,place:a.keyPlace,fix:t(a.line.line,a.items.at(-1).place.endLine,`${a.key}: ${a.value}${n}`)});for(let a of[...r.values(),...o.values()])a.wrappedLines!==0&&i({message:`Unexpected value of \`${a.key}\` wrapped over ${a.wrappedLines+1} lines, expected one line`,place:a.valuePlace,fix:s(a.valuePlace,a.value)});for(let a of[r.get("error_code"),o.get("runtime_model_reported"),o.get("runtime_mode_reported")]){if(!a)continue;let{text:u,wrap:g}=b(a.value);g&&i({message:`Unexpected \`${g}\` around the value of \`${a.key}\`, expected \`${u}\``,place:a.valuePlace,expected:[u],fix:s(a.valuePlace,u)})}}};var Yt=new Set(["files_created","files_modified","limitations"]);function Jt(e){let s=[];e.items.length===0&&(e.value===""?s.push("no items; an empty list is `- (none)`"):v(e.value)?s.push(`inline \`${e.value}\``):s.push("inline list"));for(let t of e.items)t.marker!=="-"&&s.push(`\`${t.marker}\` bullet`),v(t.text)&&t.text!==_?s.push(`\`${t.text}\` for \`(none)\``):b(t.text).wrap&&s.push(`markup around \`${b(t.text).text}\``),t.line.text.length>0&&t.line.text[0]!==t.marker[0]&&s.push("indented items"),t.place.endLine>t.place.line&&s.push("item wrapped over lines");return[...new Set(s)]}function Zt(e,s){let t=e.line.line,n=e.items.length>0?e.items[e.items.length-1].place.endLine:t,i=new Set([t]);for(let r of e.items)for(let o=r.place.line;o<=r.place.endLine;o++)i.add(o);for(let r=t;r<=n;r++)if(!i.has(r)&&(s[r-1]??"").trim()!=="")return;return[t,n]}function Qt(e,s){let t=s;for(;t<e.length&&e[t].trim()==="";)t++;if(t>=e.length)return!0;let n=e[t];if(/^ {0,3}#{1,6}(?:[ \t]|$)/.test(n))return!0;let i=C(n);return i!==void 0&&i.bullet===void 0&&D.has(i.key)}function Vt(e){if(e===""||e!==e.trim()||v(e)||b(e).text!==e||/^(?:[#>+*`~<-]|\d{1,9}[.)])/.test(e))return!1;let s=C(`- ${e}`);return!s||!(D.has(s.key)||E.has(s.key))}function Xt(e,s){let t=Jt(e);if(t.length===0)return;let{values:n}=oe(e),i=[`${e.key}:`,...n.length>0?n.map(l=>`- ${l}`):[`- ${_}`]],r=Zt(e,s.model.lines),o=e.items.length===0&&e.key!=="limitations"&&(/,(?!\s)/.test(e.value)||e.value.includes("://")),d=r&&!o&&(e.items.length>0||Qt(s.model.lines,r[1]))&&n.every(Vt)?r:void 0;return{message:`Unexpected list shape for \`${e.key}\` (${t.join(", ")}), expected one \`- item\` per line`,place:e.keyPlace,...d?{fix:s.replaceLines(d[0],d[1],i.join(s.eol)+s.eol)}:{}}}var Be={id:"list-style",severity:"warning",fixable:!0,description:"A list is not written as `- item` bullets: inline comma lists, `none` for `(none)`, `*` bullets, backticked items.",rationale:"The contract writes a list key followed by one repo-relative path per `- ` bullet, and `- (none)` for an empty list.",wrong:`## Runtime Attestation
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
`,check(e){let{model:s,replace:t,report:n}=e,i=S(s);for(let r of i?.entries??[]){if(r.type!=="key"||!Yt.has(r.key))continue;let o=Xt(r,e);o&&n(o)}for(let r of[f(s,"deliverables"),f(s,"evidence")])for(let o of r?.entries??[])o.type==="item"&&(o.marker!=="-"&&n({message:`Unexpected \`${o.marker}\` bullet, expected \`-\``,place:o.place,...o.text===""?{}:{fix:t({...o.place,endLine:o.place.line,endColumn:o.textPlace.column},"- ")}}),v(o.text)&&o.text!==_&&n({message:`Unexpected \`${o.text}\`, expected \`(none)\``,place:o.textPlace,expected:[_],fix:t({...o.textPlace,endLine:o.place.endLine,endColumn:o.place.endColumn},_)}))}};function en(e,s,t){if(/^(?:[#>+*=`~<|-]|\d{1,9}[.)])/.test(e))return!1;let n=z(e);return K(n.left).path===s&&n.right===t}var He={id:"deliverable-style",severity:"warning",fixable:!0,description:"A deliverable is not written `- path \u2014 description`: another separator (`:`, ` - `, ` \u2013 `) or a backticked path.",rationale:"One separator makes the path unambiguous; ` - ` and `: ` also occur inside descriptions and paths.",wrong:"## Deliverables\n- `src/parser.ts`: the parser\n",right:`## Deliverables
- src/parser.ts \u2014 the parser
`,check({model:e,replace:s,report:t}){for(let n of re(f(e,"deliverables"))){let i=z(n.text);if(!i.separator)continue;let{path:r,wrapped:o}=K(i.left),d=[];if(i.separator!==q&&d.push(`separator \`${i.separator.trim()}\``),o&&d.push("markup around the path"),d.length===0)continue;let l=`${r}${q}${i.right}`,c=/^\[([^\]]*)\]\(/.exec(i.left.trim())?.[1],a=c===void 0||K(c).path===r;t({message:`Unexpected deliverable shape (${d.join(", ")}), expected \`path \u2014 description\``,place:n.textPlace,...a&&en(l,r,i.right)?{fix:s({...n.textPlace,endLine:n.place.endLine,endColumn:n.place.endColumn},l)}:{}})}}};var Ge={id:"attestation-in-evidence",severity:"warning",fixable:!1,description:"The attestation keys sit under `## Evidence` (the older template) instead of `## Runtime Attestation`.",rationale:"They are read from Evidence when no Runtime Attestation section exists, but Evidence is meant for proof, not for the runtime\u2019s identity.",wrong:`### Evidence
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
`,check({model:e,report:s}){let n=f(e,"evidence")?.entries.find(r=>r.type==="key");if(!n||n.type!=="key")return;let i=f(e,"attestation");s({message:i?`Unexpected attestation key \`${n.key}\` under Evidence; it is not read because \`## Runtime Attestation\` exists`:`Unexpected attestation key \`${n.key}\` under Evidence, expected a \`## Runtime Attestation\` section`,place:n.keyPlace})}};var Ye={id:"unparsed-line",severity:"warning",fixable:!1,description:"A line in a section that fits no shape of the grammar (not `key: value`, not a bullet of a list) and is not read.",rationale:"Text the parser cannot place is lost to the parent; often a wrapped value or a missing colon.",wrong:`## Status
state: SUCCESS
summary Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,check({model:e,report:s}){for(let t of e.sections){if(!t.kind)continue;let n=t.kind==="status"||t.kind==="attestation";for(let i of t.entries)i.type==="text"&&i.subheading||(i.type==="text"?s({message:n?`Unexpected line in ${t.title}, expected \`key: value\``:`Unexpected text in ${t.title}, expected \`- \` bullets`,place:i.place}):i.type==="item"&&n&&s({message:`Unexpected bullet in ${t.title} outside a list key, expected \`key: value\``,place:i.place}))}}};var Je={id:"unknown-key",severity:"warning",fixable:!1,description:"A key that the contract does not define for its section; it is kept in the report as written.",rationale:"Often a misspelling (`retry_recomended`) that hides a required key; otherwise an extension the parent may not expect.",wrong:`## Status
state: SUCCESS
summary: Done.
confidence: high
`,right:`## Status
state: SUCCESS
summary: Done. Confidence is high.
`,check({model:e,report:s}){for(let t of e.sections){let n=t.kind==="status"?E:t.kind==="attestation"?D:void 0;if(n)for(let i of t.entries){if(i.type!=="key"||n.has(i.key))continue;let r=X(i.key,[...n]);s({message:`Unexpected key \`${i.key}\` in ${t.title}`+(r?` (did you mean \`${r}\`?)`:""),place:i.keyPlace,expected:r?[r]:[...n]})}}}};var Ze={id:"unknown-section",severity:"info",fixable:!1,description:"A heading among the sections that the contract does not define; its content is not read.",rationale:"Extra sections (`### Quality Gates`) are allowed, but nothing in them reaches the report, which a writer may not expect.",wrong:`## Status
state: SUCCESS
summary: Done.

## Notes
confidence: high
`,right:`## Status
state: SUCCESS
summary: Done. Confidence is high.
`,check({model:e,report:s}){let t=e.sections.findIndex(n=>n.kind!==void 0);if(!(t<0))for(let n of e.sections.slice(t))n.kind||s({message:`Unexpected section \`${n.title}\`; its content is not part of the report`,place:n.headingPlace})}};var Qe={id:"retry-hint-missing",severity:"warning",fixable:!1,description:"`retry_recommended: yes` without a `retry_hint`.",rationale:"The error-propagation contract recommends a hint with every recommended retry, so the parent can amend the handoff.",wrong:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
`,right:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
retry_hint: Retry with a smaller batch.
`,check({extracted:e,positions:s,report:t}){e?.status.retry_recommended!==!0||e.status.retry_hint||t({message:"Missing `retry_hint` for `retry_recommended: yes`",place:s.get("/status/retry_recommended"),pointer:"/status/retry_hint"})}};var tn=["error_code","retry_recommended","retry_hint"],Ve={id:"error-keys-on-success",severity:"warning",fixable:!1,description:"Error-oriented keys (`error_code`, `retry_recommended`, `retry_hint`) on `state: SUCCESS`.",rationale:"The contract asks a successful child to omit them; their presence usually means the state is wrong.",wrong:`## Status
state: SUCCESS
summary: Done.
error_code: E_TOOL_FAILURE
`,right:`## Status
state: SUCCESS
summary: Done.
`,check({extracted:e,positions:s,report:t}){if(e?.status.state==="SUCCESS")for(let n of tn){let i=s.get(`/status/${n}`);e.status[n]===void 0||!i||t({message:`Unexpected \`${n}\` on \`state: SUCCESS\``,place:i,pointer:`/status/${n}`})}}};var Xe={id:"partial-without-limitations",severity:"warning",fixable:!1,description:"`state: PARTIAL` without a non-empty `limitations` list in the attestation.",rationale:"A partial result is only usable when the parent knows what was left out.",wrong:`## Status
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
`,check({extracted:e,positions:s,report:t}){e?.status.state!=="PARTIAL"||(e.attestation.limitations?.length??0)>0||t({message:"Missing `limitations` for `state: PARTIAL`, expected a list of what was left undone",place:s.get("/attestation/limitations")??s.get("/attestation")??s.get("/status/state"),pointer:"/attestation/limitations"})}};var et={id:"deliverable-not-attested",severity:"warning",fixable:!1,description:"A deliverable path that is in neither `files_created` nor `files_modified`.",rationale:"The attestation is the audit trail of what the child touched; a deliverable missing from it means one of the two is wrong.",wrong:`## Deliverables
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
`,check({extracted:e,positions:s,report:t}){if(!e)return;let n=new Set([...e.attestation.files_created,...e.attestation.files_modified].map(G));e.deliverables.forEach((i,r)=>{let o=s.get(`/deliverables/${r}/path`);!o||i.path===""||n.has(G(i.path))||t({message:`Unexpected deliverable \`${i.path}\` missing from \`files_created\` and \`files_modified\``,place:o,pointer:`/deliverables/${r}/path`})})}};var tt={id:"deliverable-description-missing",severity:"warning",fixable:!1,description:"A deliverable without a description after its path.",rationale:"The contract asks for path plus a one-line description, so the parent knows what each file is for.",wrong:`## Deliverables
- src/parser.ts
`,right:`## Deliverables
- src/parser.ts \u2014 the markdown return parser
`,check({extracted:e,positions:s,report:t}){e?.deliverables.forEach((n,i)=>{let r=s.get(`/deliverables/${i}`);n.description!==""||!r||t({message:`Missing description for deliverable \`${n.path}\`, expected \`path \u2014 description\``,place:r,pointer:`/deliverables/${i}`})})}};var nt={id:"inline-config-ignored",severity:"warning",fixable:!1,keptInStrict:!0,description:"A `<!-- handback-disable \u2026 -->` comment in a text whose inline configuration is off; it silences nothing.",rationale:"The checked text is written by the party being checked, so it may not switch its own checks off: comments are honoured only when the caller opts in (`inlineConfig: true`, `--inline-config`), and never by the decision of a parent. The warning shows the attempt, and that the problems it meant to hide are reported anyway. It stays a warning under `strict`, so a return gets exactly the errors it would get without the comment; set it to `error` to refuse such comments outright.",wrong:`<!-- handback-disable -->
## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,check(){}};var it={id:"disable-directive-unused",severity:"warning",fixable:!1,description:"A `<!-- handback-disable \u2026 -->` comment that suppresses no problem (reported with `--report-unused-disable-directives`).",rationale:"A comment left behind after its problem was fixed would silence the next problem of that rule at that place without anyone seeing it; as with ESLint\u2019s flag of the same name, such comments are reported so they can be removed.",wrong:`## Status
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
`,exampleOptions:{inlineConfig:!0,reportUnusedDisableDirectives:!0},check(){}};var rs=[pe,he,ge,ye,Se,Ue,De,Oe,Te,Me,Ke,je,Fe,Ne,We,qe,ze,Be,He,Ge,Ye,Je,Ze,Qe,Ve,Xe,et,tt,nt,it];export{sn as a,Ae as b,nt as c,it as d,rs as e};
