#!/usr/bin/env node
import{a as I,b as g}from"./chunk-V7WFVRAK.js";import{a as q,b as Q,c as ce,d as ue,g as me,h as fe,j as we}from"./chunk-OACMOOMT.js";import{a as M,b as se,c as ie,d as re,e as H,f as w,g as T,h as oe,i as O,k as le,l as de,m as u,n as m,o as f,p as E,q as P,w as pe}from"./chunk-OCVJBNGX.js";import{b as F}from"./chunk-T4IVJCSP.js";import{A as C,E as x,G as B,H as R,I as k,b as ee,d as te,k as ne,u as y,v,w as _,x as b}from"./chunk-T4V43ML2.js";import{a as ke}from"./chunk-YGF2EFP3.js";import{b as K}from"./chunk-EVXUSSKQ.js";import{a as he,b as ge,c as ye,d as G,e as Y}from"./chunk-7WQMJG2I.js";import{a as V}from"./chunk-IOFJQGKF.js";import{a as L,c as X,d as xe}from"./chunk-NMROJEKZ.js";import{d as ae}from"./chunk-EFIVCYYM.js";import{c as W,f as J}from"./chunk-77B2MWQ7.js";import{c as N}from"./chunk-KZYJWKBS.js";import{a as Z,c as z}from"./chunk-ZR5V7BEP.js";function Se(e,s,n,t,i){let r,a=e.includes(`\r
`)?`\r
`:`
`,l=(c,d)=>((r??=Z(e)).toOffset({line:c,column:d})??e.length)+s,o=c=>c>n.lines.length?e.length+s:l(c,1);return{model:n,extracted:t,positions:i,eol:a,replace:(c,d)=>({range:[l(c.line,c.column),l(c.endLine,c.endColumn)],text:d}),replaceLines:(c,d,p)=>({range:[o(c),o(d+1)],text:p})}}var at=te(ee("outcomeName").filter(e=>/(?:^|\s)status$/.test(e))),ot=new RegExp(`^[ \\t]{0,3}(?:[-*+][ \\t]+)?(?:\\*\\*|__)?(?:${at})(?:\\*\\*|__)?[ \\t]*[:\\u2014\\u2013-](?:\\*\\*|__)?[ \\t]*\\S`,"i");var lt=/^[ \t]*[^#\s][^#]*#{1,6}[ \t]+status\b/i;function dt(e){let s=new Set;for(let n of ae(e.tree).code)for(let t=n.position?.start.line??0;t<=(n.position?.end.line??0);t++)s.add(t);for(let n=0;n<e.lines.length;n++){let t=e.lines[n];if(s.has(n+1)||!(ot.test(t)||lt.test(t)))continue;let i=t.length-t.trimStart().length,r=t.trimEnd().length;return{text:t.slice(i,Math.min(r,i+120)),place:{line:n+1,column:i+1,endLine:n+1,endColumn:r+1}}}}var ve={id:"section-missing",severity:"error",fixable:!1,description:"A required section (`## Status`, `## Deliverables`, `## Evidence`, `## Runtime Attestation`) is missing.",rationale:"The parent reads each section by its heading; without `## Status` there is no return at all and the report is `null`.",wrong:`## Status
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
`,messages:{missing:"Missing section `{{heading}}`",statusClaim:"Unexpected status line `{{text}}` {{where}}, expected a `## Status` section with `state:` (no report can be read)",noStatus:"Unexpected text without a `## Status` section, expected a return (no report can be read)"},check({model:e,extracted:s,report:n}){let t=u(e,"status"),i=!e.sections.some(l=>l.kind!==void 0),r=t?void 0:dt(e),a=t?.headingPlace??(i?r?.place:void 0)??{line:1,column:1,endLine:1,endColumn:1};for(let l of i?["status"]:I){if(l==="attestation"?f(e):u(e,l))continue;let c=`## ${g[l]}`;n({...l!=="status"?{messageId:"missing",data:{heading:c}}:r?{messageId:"statusClaim",data:{text:r.text,where:i?"in free-form text":"outside a Status section"}}:{messageId:"noStatus"},place:l==="status"?r?.place??a:a,expected:[c],...l==="status"&&s===null?{note:"Every return starts with `## Status` holding `state:` and `summary:`."}:{}})}}};var be={id:"section-duplicate",severity:"error",fixable:!1,description:"A section appears twice; only the first is read.",rationale:"Two `## Status` sections leave the parent guessing which one is true, so the second is ignored and reported.",wrong:`## Status
state: ERROR
summary: Failed.
retry_recommended: no

## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{duplicate:"Unexpected second `## {{section}}` section; only the first is read"},check({model:e,report:s}){let n=new Map;for(let t of e.sections){if(!t.kind)continue;let i=n.get(t.kind);if(!i){n.set(t.kind,t);continue}s({messageId:"duplicate",data:{section:g[t.kind]},place:t.headingPlace,cause:{message:"First section",place:i.headingPlace}})}}};var ct=["state","summary"],ut=["runtime_model_reported","runtime_mode_reported","files_created","files_modified"],Re={id:"key-missing",severity:"error",fixable:!1,description:"A required key is missing: `state` or `summary` in Status, or one of the four attestation keys.",rationale:"Parents route on `state`, show `summary`, and audit the runtime and the files touched from the attestation.",wrong:`## Status
state: SUCCESS
`,right:`## Status
state: SUCCESS
summary: Added the parser and its tests.
`,messages:{missing:"Missing key `{{key}}` in {{section}}"},check({model:e,report:s}){let n=[[u(e,"status"),ct,"Status"],[f(e),ut,"Runtime Attestation"]];for(let[t,i,r]of n){if(!t)continue;let a=m(t);for(let l of i)a.has(l)||l==="state"&&t.headingState||s({messageId:"missing",data:{key:l,section:r},place:t.headingPlace,expected:[`${l}:`]})}}};var _e={id:"key-duplicate",severity:"error",fixable:!1,description:"A key appears twice in one section; only the first is read.",rationale:"A parent that reads the last value and one that reads the first would disagree.",wrong:`## Status
state: SUCCESS
state: ERROR
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{duplicate:"Unexpected second `{{key}}` key; only the first is read"},check({model:e,report:s}){for(let n of e.sections){if(!n.kind)continue;let t=new Map;for(let i of n.entries){if(i.type!=="key")continue;let r=t.get(i.key);if(!r){t.set(i.key,i);continue}s({messageId:"duplicate",data:{key:i.key},place:i.keyPlace,cause:{message:"First key",place:r.keyPlace}})}}}};var pt=["state","summary","error_code","retry_recommended","retry_hint","runtime_model_reported","runtime_mode_reported"],mt=new Set(["files_created","files_modified","limitations"]),Ce={id:"value-empty",severity:"error",fixable:!1,description:"A key that takes a single value has none, or the text ends on a list key without items.",rationale:"An empty `summary:` or `runtime_model_reported:` looks present to a grep but tells the parent nothing. A list key with nothing after it at the very end of the text (`files_modified:`) is where a return cut short stops: an empty list is written `- (none)`.",wrong:`## Status
state: SUCCESS
summary:
`,right:`## Status
state: SUCCESS
summary: Added the parser and its tests.
`,messages:{empty:"Unexpected empty value for `{{key}}`",cutShort:"Unexpected end of the text after `{{key}}:`, expected its items or `- (none)`: the return may be cut short"},check({model:e,report:s}){for(let n of[u(e,"status"),f(e)])for(let t of pt){let i=m(n).get(t);!i||i.value!==""||s({messageId:"empty",data:{key:t},place:i.keyPlace,...i.items.length>0?{note:`\`${t}\` takes one value on its own line, not a list.`}:{}})}for(let n of[f(e)])for(let t of n?.entries??[])t.type!=="key"||!mt.has(t.key)||t.value!==""||t.items.length>0||e.lines.slice(t.line.line).some(i=>i.trim()!=="")||s({messageId:"cutShort",data:{key:t.key},place:t.keyPlace})}};var Ee={id:"state-invalid",severity:"error",fixable:!1,description:"`state` is neither `SUCCESS`, `ERROR`, `PARTIAL` nor a synonym of one (`COMPLETE`, `FAILED`, \u2026).",rationale:"The parent branches on `state`; any other word leaves it no branch to take, so no report is produced. A negated word (`not complete`, `incomplete`, `unsuccessful`) is never read as a state, nor a word beside a mark of another state (`SUCCESS \u274C`). A state is refused, though the report keeps it as written, under a Status heading that says another or tells of a worse outcome (`## Status: \u274C FAILED`, `## Status: NOT COMPLETE`), beside a line of the section saying a worse one (`FAILED`, `result: FAILED`, `success: no`), or while another `state` line of the text names a worse one (a second return, however it is spelled or quoted; a `status` line standing on its own; a console return in a JSON code block) or a heading is nothing but a worse state (`# ERROR`, `## \u274C FAILED`; a heading that goes on, `## Error: build broke`, titles a topic) or over a summary opening with a failure mark, a worse state word or a negated success (`state: SUCCESS` over `summary: \u274C Build failed`, `summary: FAILED \u2014 the build broke` or `summary: Incomplete: \u2026`). What the rest of the return shows (failing evidence, failure said later in the summary) is read by `outcome-contradicted`, with the signals of `grammar/signals.md`. Each of these readings is a named signal of `grammar/signals.md` (Signals of another state): the diagnostic carries its id (`signal`) and a `cause` at the line that said the other state. The other rules still run, so every problem is reported at once.",wrong:`## Status
state: WORKING
summary: Added the parser.
`,right:`## Status
state: SUCCESS
summary: Added the parser.
`,messages:{underHeading:"Unexpected state `{{state}}` under a heading saying `{{said}}` (signal `{{signal}}`), expected one state",besideLine:"Unexpected state `{{state}}` beside a line saying `{{said}}` (signal `{{signal}}`), expected one state",elsewhere:"Unexpected state `{{state}}` while another line of the text says `{{said}}` (signal `{{signal}}`), expected one state",overSummary:"Unexpected state `{{state}}` over a summary opening with `{{said}}` (signal `{{signal}}`), expected one state",unknown:"Unexpected state `{{state}}`, expected `SUCCESS`, `ERROR` or `PARTIAL`{{conflict}}{{suggestion}}"},check({model:e,report:s}){let n=u(e,"status"),t=m(n).get("state");if(!n||t?.value==="")return;let i=t?{value:t.value,place:t.valuePlace}:n.headingState;if(!i)return;let r=x(i.value),a=r.state?ce(e,n,r.state):void 0;if(a){let l=a.where==="heading"?"underHeading":a.where==="line"?"besideLine":a.where==="other"?"elsewhere":"overSummary",o=e.lines[a.line-1]??"";s({messageId:l,data:{state:i.value,said:a.said,signal:a.signal},signal:a.signal,place:i.place,pointer:"/status/state",expected:[...C],note:ue.get(a.signal).description,cause:{message:`The other state (${a.signal})`,place:{line:a.line,column:1,endLine:a.line,endColumn:o.length+1}}});return}r.state||s({messageId:"unknown",data:{state:i.value,conflict:r.conflict?` (its ${r.conflict} stands for another state)`:"",suggestion:r.suggestion?` (did you mean \`${r.suggestion}\`?)`:""},place:i.place,pointer:"/status/state",expected:r.suggestion?[r.suggestion]:[...C]})}};var j=160,ft={summary:"the summary",evidence:"the evidence",output:"the output shown in Evidence",table:"a table in Evidence",limitation:"a limitation",deliverable:"a deliverable",note:"a note under Deliverables"};function ht(e,s=0){let n=[...e];if(n.length<=j)return K(e);let t=Math.min(Math.max(0,[...e.slice(0,s)].length-40),n.length-j);return K(`${t>0?"\u2026":""}${n.slice(t,t+j).join("")}${t+j<n.length?"\u2026":""}`)}var Pe={id:"outcome-contradicted",severity:"error",fixable:!1,description:"What the return shows (a named signal of `grammar/signals.md`) says a worse state than its `state`.",rationale:"A parent that reads only `state` accepts a SUCCESS whose own evidence shows the work failed: failing tests or a compiler error in Evidence, failure said in the summary or a limitation, a stub delivered, a success that delivers nothing, a PARTIAL with no completed subset. Each diagnostic names the signal that fired (`signal`) and points (`cause`) at the words that said it; `lint` users may set a signal off by its id in `rules`, `review` always weighs every signal.",wrong:`## Status
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
`,messages:{contradicted:"Unexpected `{{state}}` while {{where}} says {{words}} (signal `{{signal}}`), expected {{expected}}"},check(e){let{extracted:s,positions:n,report:t}=e,i=n.get("/status/state");if(!(!s||!i))for(let r of me(e,s)){let a=pe.get(r.signal),l=C.filter(o=>o===r.says||r.says==="PARTIAL"&&o==="ERROR");t({messageId:"contradicted",data:{state:s.status.state,where:ft[r.where],words:ht(r.text,r.at),signal:a.id,expected:`\`${l.join("` or `")}\``},signal:a.id,place:i,pointer:"/status/state",expected:l,note:a.description,cause:{message:`The child's words that show it (${a.id})`,place:r.place}})}}};var Ie={id:"retry-recommended-required",severity:"error",fixable:!1,description:"`state: ERROR` without `retry_recommended: yes|no`.",rationale:"The error-propagation contract makes the retry decision depend on it: a parent cannot choose between retry and escalation without it.",wrong:`## Status
state: ERROR
summary: Input file missing.
error_code: E_MISSING_INPUT
`,right:`## Status
state: ERROR
summary: Input file missing.
error_code: E_MISSING_INPUT
retry_recommended: yes
retry_hint: Add the input path to the handoff.
`,messages:{missing:"Missing `retry_recommended` for `state: ERROR`, expected `retry_recommended: yes` or `no`"},check({model:e,extracted:s,report:n}){let t=u(e,"status");if(!t||s?.status.state!=="ERROR"||m(t).has("retry_recommended"))return;let i=m(t).get("state");n({messageId:"missing",place:i?.valuePlace??t.headingPlace,pointer:"/status/retry_recommended",expected:["yes","no"]})}};var Ae={id:"retry-recommended-invalid",severity:"error",fixable:!1,description:"`retry_recommended` is not `yes` or `no`.",rationale:"A parent cannot act on `maybe`; the value is left out of the report.",wrong:`## Status
state: ERROR
summary: Timed out.
retry_recommended: maybe
`,right:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
retry_hint: Retry with a smaller batch.
`,messages:{invalid:"Unexpected `retry_recommended: {{value}}`, expected `yes` or `no`"},check({model:e,report:s}){let n=m(u(e,"status")).get("retry_recommended");!n||n.value===""||v(n.value)||s({messageId:"invalid",data:{value:n.value},place:n.valuePlace,pointer:"/status/retry_recommended",expected:["yes","no"]})}};var Ue=["files_created","files_modified"];function gt(e){let s=new Map,n=[e];for(;n.length>0;){let t=n.pop();if(t.type==="definition"&&!s.has(t.identifier)&&s.set(t.identifier,t.url),t.type==="root"||t.type==="blockquote"||t.type==="list"||t.type==="listItem")for(let i of t.children)n.push(i)}return s}function yt(e,s){if(s.size===0)return;let n=/^\[([^\]]{1,999})\](?:\[([^\]]{0,999})\])?/.exec(e.trim());if(!n||e.trim()[n[0].length]==="(")return;let t=(n[2]||n[1]).replace(/[\t\n\r ]+/g," ").trim().toLowerCase();return s.get(t)}var De={id:"path-not-repo-relative",severity:"error",fixable:!1,description:"A deliverable or attested path is not relative to the repository root.",rationale:'Absolute paths, `..` escaping the root, URLs (any `scheme:`, `javascript:`, `data:`, `vbscript:` and `mailto:` included), drive letters and backslashes are reported, and so is a path outside the repository named inside an entry that is no path as a whole (`"/etc/passwd"`, `Created /etc/passwd`, `src/a.ts, ../b.ts`), which the parent reads as a claim about that file; so is a path written to slip past the check (invisible characters, `%2e%2e/`, `$HOME/\u2026`, a `file:` URL) and one written as an entry on a line of Deliverables or Runtime Attestation that is no bullet (alone on it or before a separator, a sub-heading). The contract says attested paths MUST be repo-relative: the parent resolves them against its own checkout, where `/home/child/\u2026` means nothing.',wrong:`## Deliverables
- /home/agent/repo/src/parser.ts \u2014 the parser
`,right:`## Deliverables
- src/parser.ts \u2014 the parser
`,messages:{notRepoRelative:"Unexpected {{problem}} `{{path}}`, expected a path relative to the repository root",notRepoRelativeIn:"Unexpected {{problem}} `{{path}}` in {{section}}, expected a path relative to the repository root"},check({model:e,extracted:s,positions:n,report:t}){if(!s)return;let i=s.deliverables.map((a,l)=>[a.path,`/deliverables/${l}/path`]);for(let a of Ue)s.attestation[a].forEach((l,o)=>i.push([l,`/attestation/${a}/${o}`]));let r=gt(e.tree);for(let[a,l]of i){let o=yt(a,r),c=he(o??a),d=c?{path:o??a,problem:c}:ge(a),p=n.get(l);!d||!p||t({messageId:"notRepoRelative",data:{problem:G(d.problem),path:d.path},place:p,pointer:l})}for(let a of[u(e,"deliverables"),u(e,"attestation")]){if(!a)continue;let l=[];for(let o of a.entries){o.type==="text"&&l.push(o.line.line);let c=o.type==="key"&&Ue.includes(o.key)?o.items:[];for(let d of c)for(let p=d.line.line+1;p<=d.place.endLine;p++)l.push(p)}for(let o of l){let c=e.lines[o-1]??"",d=ye(c);d&&t({messageId:"notRepoRelativeIn",data:{problem:G(d.problem),path:d.path,section:a.title},place:{line:o,column:1,endLine:o,endColumn:c.length+1}})}}}};var $e={id:"return-in-code-fence",severity:"warning",fixable:!0,description:"The return is wrapped in a ```` ```markdown ```` fence instead of being the markdown itself.",rationale:"Children often copy the fence from the contract\u2019s example. It is read anyway, but a strict parent sees only a code block.",wrong:`Here is my result:

\`\`\`markdown
## Status
state: SUCCESS
summary: Done.
\`\`\`
`,right:`Here is my result:

## Status
state: SUCCESS
summary: Done.
`,messages:{fenced:"Unexpected code fence around the return, expected the return as plain markdown",closingFence:"Unexpected closing code fence after the return"},check({model:e,replaceLines:s,report:n}){let t=e.container;if(t.type!=="fence")return;let i=e.lines[t.open.line-2],r=!t.proseAfter&&(i===void 0||i.trim()==="")&&!(e.lines[t.open.line]??"").startsWith("\uFEFF");n({messageId:"fenced",place:t.open,...t.proseBefore||t.proseAfter?{note:"Text outside the fence is not part of the return."}:{},...r?{fix:s(t.open.line,t.open.line,"")}:{}}),t.close&&n({messageId:"closingFence",place:t.close,...r?{fix:s(t.close.line,t.close.line,"")}:{}})}};var Le={id:"host-wrapper",severity:"warning",fixable:!0,description:"A host\u2019s prefix or tags around the return (`[new_task completed] Result:`, `<result>`, `<task_result>`) are set aside.",rationale:"Some orchestrators hand the parent the child\u2019s return behind a prefix or inside tags, so the first heading is not at the start of a line. handback reads the return behind them and logs what it set aside.",wrong:`[new_task completed] Result: ## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{tag:"Unexpected host tag `{{text}}` around the return, expected the return alone",prefix:"Unexpected host prefix `{{text}}` before the return's first heading, expected the heading at the start of the line"},check({model:e,replace:s,replaceLines:n,report:t}){for(let i of e.host)t({messageId:i.wholeLine?"tag":"prefix",data:{text:i.text},place:i.place,fix:i.wholeLine?n(i.place.line,i.place.line,""):s(i.place,"")})}};var xt=new Set(ne.wrapperTitles.words);function kt(e){return xt.has(e.trim().toLowerCase())}function wt(e){return e.sections.find(s=>s.kind!==void 0)?.headingPlace.line??e.lines.length}var Me={id:"wrapper-heading",severity:"warning",fixable:!0,description:"The sections sit under a wrapper heading such as `## Subtask Result`.",rationale:"An older template nested the sections one level down; they are read anyway, but the contract puts them at the top.",wrong:`## Subtask Result

### Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{wrapper:"Unexpected wrapper heading `{{title}}` around the sections, expected the sections at the top level"},check({model:e,replaceLines:s,report:n}){let t=e.wrapper;if(!t)return;let i=!t.setext&&kt(t.title)&&e.lines.slice(t.headingPlace.line,wt(e)-1).every(r=>r.trim()==="");n({messageId:"wrapper",data:{title:t.title},place:t.headingPlace,...i?{fix:s(t.headingPlace.line,t.headingPlace.line,"")}:{}})}};function St(e){let s=e.length;for(;s>0&&(e[s-1]===" "||e[s-1]==="	");)s--;return e.slice(0,s)}var Te={id:"section-heading-style",severity:"warning",fixable:!0,description:"A section heading is not spelled exactly as the contract requires.",rationale:'Canonical: `## Status` and the other section names, at level 2, in this case, with no number and no suffix. The contract asks for exact spelling so a plain `grep "^## Status"` works; handback tolerates the rest and logs it here.',wrong:`### 1. status:
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{level:"Unexpected level {{level}} for heading `{{heading}}` among the return's sections, expected level 2",stateInHeading:"Unexpected state in the heading `{{heading}}`, expected `{{expected}}` followed by `state: {{state}}`",style:"Unexpected section heading `{{heading}}` ({{problems}}), expected `{{expected}}`"},check({model:e,eol:s,replace:n,replaceLines:t,report:i}){let r=e.sections.findIndex(o=>o.kind!==void 0),a=e.sections[r]?.depth??2,l=a>=2||!e.sections.some(o=>o.entries.some(c=>c.type==="text"&&c.subheading));e.sections.forEach((o,c)=>{if(o.kind||c<r||a===2||o.depth!==a||o.setext)return;let d=/^ {0,3}#{1,6}/.exec(o.headingLine.text);d&&i({messageId:"level",data:{level:a,heading:o.headingLine.text.trim()},place:o.headingPlace,expected:["##"],...l?{fix:n({...o.headingPlace,column:1,endColumn:d[0].length+1},"##")}:{}})});for(let o of e.sections){if(!o.kind)continue;let c=`## ${g[o.kind]}`,d=o.headingLine.text.trim(),p=o.headingState?x(o.headingState.value).state:void 0;if(p&&!m(o).has("state")){i({messageId:"stateInHeading",data:{heading:d,expected:c,state:p},place:o.headingPlace,expected:[`${c}${s}state: ${p}`],...o.setext||!l?{}:{fix:t(o.headingPlace.line,o.headingPlace.line,`${c}${s}state: ${p}${s}`)}});continue}if(!o.setext&&d===c)continue;let S=St((o.rawSuffix??o.suffix).replace(/^[\s:#]+$/,"")),D=`${c}${S}${o.marks===""?"":` ${o.marks}`}`,h=[];o.setext?h.push("setext underline"):o.depth!==2&&h.push(`level ${o.depth}`),o.numbered&&h.push("numbering"),o.marks!==""&&h.push(`\`${o.marks}\` before the name`),oe(o.title)?.name!==g[o.kind]&&h.push("case"),o.suffix.replace(/^[\s:#]+$/,"").length>0&&h.push(`suffix \`${o.suffix.trim()}\``),h.length===0&&h.push("extra characters");let $=o.setext?o.headingPlace.line+1:o.headingPlace.line,rt=D!==d&&!/[\r\n]/.test(o.title)&&o.rawSuffix!==void 0&&l;i({messageId:"style",data:{heading:d,problems:h.join(", "),expected:c},place:o.headingPlace,expected:[c],...rt?{fix:t(o.headingPlace.line,$,D+s)}:{}})}}};var Oe={id:"section-order",severity:"warning",fixable:!1,description:"Sections are not in the order Status, Deliverables, Evidence, Runtime Attestation.",rationale:"A fixed order lets a reader (human or agent) find each section without searching.",wrong:`## Deliverables
- (none)

## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.

## Deliverables
- (none)
`,messages:{order:"Unexpected `## {{section}}` after `## {{previous}}`, expected the order Status, Deliverables, Evidence, Runtime Attestation"},check({model:e,report:s}){let n=new Set,t=-1;for(let i of e.sections){if(!i.kind||n.has(i.kind))continue;n.add(i.kind);let r=I.indexOf(i.kind);r<t&&s({messageId:"order",data:{section:g[i.kind],previous:g[I[t]]},place:i.headingPlace}),t=Math.max(t,r)}}};function vt(e){let s=[];return e.bullet&&s.push("bullet"),e.wrap==="`"?s.push("backticks"):e.wrap==="*"?s.push("italics"):e.wrap&&s.push("bold"),e.line.text.slice(0,e.valuePlace.column-1).includes("\uFF1A")&&s.push("fullwidth colon"),e.rawKey.includes("\\_")&&s.push("escaped underscores"),re(e.rawKey)!==e.key?s.push(`\`${e.rawKey}\` is another name`):e.rawKey.replaceAll("\\_","_")!==e.key&&s.push("case or spacing"),s}function bt(e,s){for(let n=s;n<e.length;n++){let t=e[n];if(/^ {0,3}(?:=+|-+)[ \t]*$/.test(t))return!0;if(t.trim()===""||ie(t)||/^ {0,3}(?:#|>|```|~~~)/.test(t))return!1}return!1}var je={id:"key-style",severity:"warning",fixable:!0,description:"A key is not written as a plain `key: value` line (bulleted, bold, backticked, other case or spacing).",rationale:"The contract puts one `key: value` per line; handback reads the variants but logs them so a strict parent can refuse them.",wrong:`## Status
- **State**: SUCCESS
- summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{style:"Unexpected key `{{written}}` ({{problems}}), expected `{{expected}}`"},check({model:e,replace:s,report:n}){for(let t of e.sections)if(t.kind)for(let i of t.entries){if(i.type!=="key")continue;let r=i.value===""||i.listed?`${i.key}:`:`${i.key}: `,a={...i.keyPlace,column:1},l=i.line.text.slice(0,i.valuePlace.column-1);if(l===r)continue;let o=vt(i);l.includes("\xA0")&&o.push("no-break space"),o.length===0&&o.push(i.line.text.startsWith(" ")||i.line.text.startsWith("	")?"indentation":"spacing"),n({messageId:"style",data:{written:l.trim(),problems:o.join(", "),expected:r.trim()},place:a,expected:[r.trim()],...i.bullet&&bt(e.lines,i.line.line)?{}:{fix:s({...a,endColumn:i.value===""||i.listed?i.line.text.length+1:i.valuePlace.column},r)}})}}};var Ke={id:"value-style",severity:"warning",fixable:!0,description:"A value is readable but not written canonically.",rationale:"Examples: `success`, `COMPLETE`, `\u2705 DONE` for `SUCCESS`, `FAILED` for `ERROR`, `Partially complete` for `PARTIAL`, `True` for `yes`, a backticked or bold value, a value wrapped over lines. Canonical values keep the text greppable and comparable; handback accepts the variants and logs them.",wrong:`## Status
state: **success**
summary: Done.
retry_recommended: True
`,right:`## Status
state: SUCCESS
summary: Done.
retry_recommended: yes
`,messages:{stateRemark:"Unexpected remark after the state in `{{value}}`, expected `{{expected}}` alone (a remark belongs in `summary`)",spelling:"Unexpected spelling `{{value}}`, expected `{{expected}}`",list:"Unexpected list for `{{key}}`, expected its text on the key's line",wrapped:"Unexpected value of `{{key}}` wrapped over {{lines}} lines, expected one line",markup:"Unexpected `{{wrap}}` around the value of `{{key}}`, expected `{{expected}}`"},check({model:e,replace:s,replaceLines:n,eol:t,report:i}){let r=m(u(e,"status")),a=m(f(e)),l=r.get("state");if(l){let d=x(l.value);d.state&&d.remark!==void 0?i({messageId:"stateRemark",data:{value:l.value,expected:d.state},place:l.valuePlace,expected:[d.state]}):d.state&&!d.canonical&&i({messageId:"spelling",data:{value:l.value,expected:d.state},place:l.valuePlace,expected:[d.state],fix:s(l.valuePlace,d.state)})}let o=r.get("retry_recommended"),c=o?v(o.value):void 0;if(o&&c&&!c.canonical){let d=c.value?"yes":"no";i({messageId:"spelling",data:{value:o.value,expected:d},place:o.valuePlace,expected:[d],fix:s(o.valuePlace,d)})}for(let d of r.values())d.listed&&i({messageId:"list",data:{key:d.key},place:d.keyPlace,fix:n(d.line.line,d.items.at(-1).place.endLine,`${d.key}: ${d.value}${t}`)});for(let d of[...r.values(),...a.values()])d.wrappedLines!==0&&i({messageId:"wrapped",data:{key:d.key,lines:d.wrappedLines+1},place:d.valuePlace,fix:s(d.valuePlace,d.value)});for(let d of[r.get("error_code"),a.get("runtime_model_reported"),a.get("runtime_mode_reported")]){if(!d)continue;let{text:p,wrap:S}=y(d.value);S&&i({messageId:"markup",data:{wrap:S,key:d.key,expected:p},place:d.valuePlace,expected:[p],fix:s(d.valuePlace,p)})}}};var Rt=new Set(["files_created","files_modified","limitations"]);function _t(e){let s=[];e.items.length===0&&(e.value===""?s.push("no items; an empty list is `- (none)`"):_(e.value)?s.push(`inline \`${e.value}\``):s.push("inline list"));for(let n of e.items)n.marker!=="-"&&s.push(`\`${n.marker}\` bullet`),_(n.text)&&n.text!==b?s.push(`\`${n.text}\` for \`(none)\``):y(n.text).wrap&&s.push(`markup around \`${y(n.text).text}\``),n.line.text.length>0&&n.line.text[0]!==n.marker[0]&&s.push("indented items"),n.place.endLine>n.place.line&&s.push("item wrapped over lines");return[...new Set(s)]}function Ct(e,s){let n=e.line.line,t=e.items.length>0?e.items[e.items.length-1].place.endLine:n,i=new Set([n]);for(let r of e.items)for(let a=r.place.line;a<=r.place.endLine;a++)i.add(a);for(let r=n;r<=t;r++)if(!i.has(r)&&(s[r-1]??"").trim()!=="")return;return[n,t]}function Et(e,s){let n=s;for(;n<e.length&&e[n].trim()==="";)n++;if(n>=e.length)return!0;let t=e[n];if(/^ {0,3}#{1,6}(?:[ \t]|$)/.test(t))return!0;let i=H(t);return i!==void 0&&i.bullet===void 0&&w.has(i.key)}function Pt(e){if(e===""||e!==e.trim()||_(e)||y(e).text!==e||/^(?:[#>+*`~<-]|\d{1,9}[.)])/.test(e))return!1;let s=H(`- ${e}`);return!s||!(w.has(s.key)||T.has(s.key))}function It(e,s){let n=_t(e);if(n.length===0)return;let{values:t}=P(e),i=[`${e.key}:`,...t.length>0?t.map(o=>`- ${o}`):[`- ${b}`]],r=Ct(e,s.model.lines),a=e.items.length===0&&e.key!=="limitations"&&(/,(?!\s)/.test(e.value)||e.value.includes("://")),l=r&&!a&&(e.items.length>0||Et(s.model.lines,r[1]))&&t.every(Pt)?r:void 0;return{messageId:"shape",data:{key:e.key,problems:n.join(", ")},place:e.keyPlace,...l?{fix:s.replaceLines(l[0],l[1],i.join(s.eol)+s.eol)}:{}}}var Fe={id:"list-style",severity:"warning",fixable:!0,description:"A list is not written as `- item` bullets: inline comma lists, `none` for `(none)`, `*` bullets, backticked items.",rationale:"The contract writes a list key followed by one repo-relative path per `- ` bullet, and `- (none)` for an empty list.",wrong:`## Runtime Attestation
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
`,messages:{shape:"Unexpected list shape for `{{key}}` ({{problems}}), expected one `- item` per line",bullet:"Unexpected `{{marker}}` bullet, expected `-`",none:"Unexpected `{{text}}`, expected `(none)`"},check(e){let{model:s,replace:n,report:t}=e,i=f(s);for(let r of i?.entries??[]){if(r.type!=="key"||!Rt.has(r.key))continue;let a=It(r,e);a&&t(a)}for(let r of[u(s,"deliverables"),u(s,"evidence")])for(let a of r?.entries??[])a.type==="item"&&(a.marker!=="-"&&t({messageId:"bullet",data:{marker:a.marker},place:a.place,...a.text===""?{}:{fix:n({...a.place,endLine:a.place.line,endColumn:a.textPlace.column},"- ")}}),_(a.text)&&a.text!==b&&t({messageId:"none",data:{text:a.text},place:a.textPlace,expected:[b],fix:n({...a.textPlace,endLine:a.place.endLine,endColumn:a.place.endColumn},b)}))}};function At(e,s,n){if(/^(?:[#>+*=`~<|-]|\d{1,9}[.)])/.test(e))return!1;let t=R(e);return k(t.left).path===s&&t.right===n}var Ne={id:"deliverable-style",severity:"warning",fixable:!0,description:"A deliverable is not written `- path \u2014 description`: another separator (`:`, ` - `, ` \u2013 `) or a backticked path.",rationale:"One separator makes the path unambiguous; ` - ` and `: ` also occur inside descriptions and paths.",wrong:"## Deliverables\n- `src/parser.ts`: the parser\n",right:`## Deliverables
- src/parser.ts \u2014 the parser
`,messages:{shape:"Unexpected deliverable shape ({{problems}}), expected `path \u2014 description`"},check({model:e,replace:s,report:n}){for(let t of E(u(e,"deliverables"))){let i=R(t.text);if(!i.separator)continue;let{path:r,wrapped:a}=k(i.left),l=[];if(i.separator!==B&&l.push(`separator \`${i.separator.trim()}\``),a&&l.push("markup around the path"),l.length===0)continue;let o=`${r}${B}${i.right}`,c=/^\[([^\]]*)\]\(/.exec(i.left.trim())?.[1],d=c===void 0||k(c).path===r;n({messageId:"shape",data:{problems:l.join(", ")},place:t.textPlace,...d&&At(o,r,i.right)?{fix:s({...t.textPlace,endLine:t.place.endLine,endColumn:t.place.endColumn},o)}:{}})}}};var We={id:"attestation-in-evidence",severity:"warning",fixable:!1,description:"The attestation keys sit under `## Evidence` (the older template) instead of `## Runtime Attestation`.",rationale:"They are read from Evidence when no Runtime Attestation section exists, but Evidence is meant for proof, not for the runtime\u2019s identity.",wrong:`### Evidence
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
`,messages:{shadowed:"Unexpected attestation key `{{key}}` under Evidence; it is not read because `## Runtime Attestation` exists",misplaced:"Unexpected attestation key `{{key}}` under Evidence, expected a `## Runtime Attestation` section"},check({model:e,report:s}){let t=u(e,"evidence")?.entries.find(r=>r.type==="key");if(!t||t.type!=="key")return;let i=u(e,"attestation");s({messageId:i?"shadowed":"misplaced",data:{key:t.key},place:t.keyPlace})}};var qe={id:"unparsed-line",severity:"warning",fixable:!1,description:"A line in a section that fits no shape of the grammar (not `key: value`, not a bullet of a list) and is not read.",rationale:"Text the parser cannot place is lost to the parent; often a wrapped value or a missing colon.",wrong:`## Status
state: SUCCESS
summary Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{line:"Unexpected line in {{section}}, expected `key: value`",text:"Unexpected text in {{section}}, expected `- ` bullets",bullet:"Unexpected bullet in {{section}} outside a list key, expected `key: value`"},check({model:e,report:s}){for(let n of e.sections){if(!n.kind)continue;let t=n.kind==="status"||n.kind==="attestation";for(let i of n.entries)i.type==="text"&&i.subheading||(i.type==="text"?s({messageId:t?"line":"text",data:{section:n.title},place:i.place}):i.type==="item"&&t&&s({messageId:"bullet",data:{section:n.title},place:i.place}))}}};var Be={id:"unknown-key",severity:"warning",fixable:!1,description:"A key that the contract does not define for its section; it is kept in the report as written.",rationale:"Often a misspelling (`retry_recomended`) that hides a required key; otherwise an extension the parent may not expect.",wrong:`## Status
state: SUCCESS
summary: Done.
confidence: high
`,right:`## Status
state: SUCCESS
summary: Done. Confidence is high.
`,messages:{unknown:"Unexpected key `{{key}}` in {{section}}{{suggestion}}"},check({model:e,report:s}){for(let n of e.sections){let t=n.kind==="status"?T:n.kind==="attestation"?w:void 0;if(t)for(let i of n.entries){if(i.type!=="key"||t.has(i.key))continue;let r=V(i.key,[...t]);s({messageId:"unknown",data:{key:i.key,section:n.title,suggestion:r?` (did you mean \`${r}\`?)`:""},place:i.keyPlace,expected:r?[r]:[...t]})}}}};var He={id:"unknown-section",severity:"info",fixable:!1,description:"A heading among the sections that the contract does not define; its content is not read.",rationale:"Extra sections (`### Quality Gates`) are allowed, but nothing in them reaches the report, which a writer may not expect.",wrong:`## Status
state: SUCCESS
summary: Done.

## Notes
confidence: high
`,right:`## Status
state: SUCCESS
summary: Done. Confidence is high.
`,messages:{unknown:"Unexpected section `{{title}}`; its content is not part of the report"},check({model:e,report:s}){let n=e.sections.findIndex(t=>t.kind!==void 0);if(!(n<0))for(let t of e.sections.slice(n))t.kind||s({messageId:"unknown",data:{title:t.title},place:t.headingPlace})}};var ze={id:"retry-hint-missing",severity:"warning",fixable:!1,description:"`retry_recommended: yes` without a `retry_hint`.",rationale:"The error-propagation contract recommends a hint with every recommended retry, so the parent can amend the handoff.",wrong:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
`,right:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
retry_hint: Retry with a smaller batch.
`,messages:{missing:"Missing `retry_hint` for `retry_recommended: yes`"},check({extracted:e,positions:s,report:n}){e?.status.retry_recommended!==!0||e.status.retry_hint||n({messageId:"missing",place:s.get("/status/retry_recommended"),pointer:"/status/retry_hint"})}};var Ut=["error_code","retry_recommended","retry_hint"],Ge={id:"error-keys-on-success",severity:"warning",fixable:!1,description:"Error-oriented keys (`error_code`, `retry_recommended`, `retry_hint`) on `state: SUCCESS`.",rationale:"The contract asks a successful child to omit them; their presence usually means the state is wrong.",wrong:`## Status
state: SUCCESS
summary: Done.
error_code: E_TOOL_FAILURE
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{onSuccess:"Unexpected `{{key}}` on `state: SUCCESS`"},check({extracted:e,positions:s,report:n}){if(e?.status.state==="SUCCESS")for(let t of Ut){let i=s.get(`/status/${t}`);e.status[t]===void 0||!i||n({messageId:"onSuccess",data:{key:t},place:i,pointer:`/status/${t}`})}}};var Ye={id:"partial-without-limitations",severity:"warning",fixable:!1,description:"`state: PARTIAL` without a non-empty `limitations` list in the attestation.",rationale:"A partial result is only usable when the parent knows what was left out.",wrong:`## Status
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
`,messages:{missing:"Missing `limitations` for `state: PARTIAL`, expected a list of what was left undone"},check({extracted:e,positions:s,report:n}){e?.status.state!=="PARTIAL"||(e.attestation.limitations?.length??0)>0||n({messageId:"missing",place:s.get("/attestation/limitations")??s.get("/attestation")??s.get("/status/state"),pointer:"/attestation/limitations"})}};var Ve={id:"deliverable-not-attested",severity:"warning",fixable:!1,description:"A deliverable path that is in neither `files_created` nor `files_modified`.",rationale:"The attestation is the audit trail of what the child touched; a deliverable missing from it means one of the two is wrong.",wrong:`## Deliverables
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
`,messages:{notAttested:"Unexpected deliverable `{{path}}` missing from `files_created` and `files_modified`"},check({extracted:e,positions:s,report:n}){if(!e)return;let t=new Set([...e.attestation.files_created,...e.attestation.files_modified].map(Y));e.deliverables.forEach((i,r)=>{let a=s.get(`/deliverables/${r}/path`);!a||i.path===""||t.has(Y(i.path))||n({messageId:"notAttested",data:{path:i.path},place:a,pointer:`/deliverables/${r}/path`})})}};var Je={id:"deliverable-description-missing",severity:"warning",fixable:!1,description:"A deliverable without a description after its path.",rationale:"The contract asks for path plus a one-line description, so the parent knows what each file is for.",wrong:`## Deliverables
- src/parser.ts
`,right:`## Deliverables
- src/parser.ts \u2014 the markdown return parser
`,messages:{missing:"Missing description for deliverable `{{path}}`, expected `path \u2014 description`"},check({extracted:e,positions:s,report:n}){e?.deliverables.forEach((t,i)=>{let r=s.get(`/deliverables/${i}`);t.description!==""||!r||n({messageId:"missing",data:{path:t.path},place:r,pointer:`/deliverables/${i}`})})}};var A={id:"inline-config-ignored",severity:"warning",fixable:!1,keptInStrict:!0,description:"A `<!-- handback-disable \u2026 -->` comment in a text whose inline configuration is off; it silences nothing.",rationale:"The checked text is written by the party being checked, so it may not switch its own checks off: comments are honoured only when the caller opts in (`inlineConfig: true`, `--inline-config`), and never by the decision of a parent. The warning shows the attempt, and that the problems it meant to hide are reported anyway. It stays a warning under `strict`, so a return gets exactly the errors it would get without the comment; set it to `error` to refuse such comments outright.",wrong:`<!-- handback-disable -->
## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{ignored:"Unexpected `{{directive}}`, expected no `handback-*` comment: inline configuration is off, so it changes nothing (a caller that trusts the text opts in with `inlineConfig: true` or `--inline-config`)"},check(){}};var U={id:"disable-directive-unused",severity:"warning",fixable:!1,description:"A `<!-- handback-disable \u2026 -->` comment that suppresses no problem (reported with `--report-unused-disable-directives`).",rationale:"A comment left behind after its problem was fixed would silence the next problem of that rule at that place without anyone seeing it; as with ESLint\u2019s flag of the same name, such comments are reported so they can be removed.",wrong:`## Status
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
`,exampleOptions:{inlineConfig:!0,reportUnusedDisableDirectives:!0},messages:{unused:"Unexpected unused `{{directive}}`: no problem was reported here",unusedFor:"Unexpected unused `{{directive}}`: no problem was reported here from {{rules}}"},check(){}};var Qe=[ve,be,Re,_e,Ce,Ee,Pe,Ie,Ae,De,$e,Le,Me,Te,Oe,je,Ke,Fe,Ne,We,qe,Be,He,ze,Ge,Ye,Ve,Je,A,U];function Dt(e){let s=e===0?"off":e===1?"warn":e===2?"error":e;return s==="off"||s==="info"||s==="error"?s:s==="warn"?"warning":void 0}function Xe(e,s){let n=s.rules;if(!n||typeof n!="object")return e;let t=[];for(let i of e){let r=i.signal,a=r!==void 0&&Object.hasOwn(n,r)?Dt(n[r]):void 0;a!=="off"&&t.push(a===void 0?i:{...i,severity:a})}return t}function et(e,s,n){Object.defineProperty(e,s,{value:n,enumerable:!0,writable:!0,configurable:!0})}function tt(e,s,n){if(n.set(s,e.valuePlace),e.items.length===0)return e.value;let t=P(e);return t.places.forEach((i,r)=>n.set(`${s}/${r}`,i)),t.values}function $t(e,s){let n=m(e),t=n.get("state"),i=t?{value:t.value,place:t.valuePlace}:e.headingState,r=i?x(i.value).state:void 0,a={state:r??"",summary:""};s.set("/status",e.headingPlace),i&&s.set("/status/state",i.place);for(let[l,o]of n){let c=`/status/${z(l)}`;switch(l){case"state":break;case"summary":case"retry_hint":a[l]=o.value,s.set(c,o.valuePlace);break;case"error_code":a.error_code=y(o.value).text,s.set(c,o.valuePlace);break;case"retry_recommended":{let d=v(o.value);d&&(a.retry_recommended=d.value,s.set(c,o.valuePlace));break}default:et(a,l,tt(o,c,s))}}return{status:a,read:r!==void 0}}function Lt(e,s){return E(e).map((n,t)=>{let i=R(n.text),{path:r}=k(i.left),a=n.textPlace.column-1,l=n.line.text.length;if(s.set(`/deliverables/${t}`,n.place),s.set(`/deliverables/${t}/path`,O(n.line,a,Math.min(l,a+(i.separator?i.separatorIndex:n.text.length)))),i.separator){let o=Math.min(l,a+i.separatorIndex+i.separator.length),c=n.place.endLine>n.line.line;s.set(`/deliverables/${t}/description`,c?{...O(n.line,o,l),endLine:n.place.endLine,endColumn:n.place.endColumn}:O(n.line,o,n.textPlace.endColumn-1))}return{path:r,description:i.right}})}function Mt(e){if(typeof e!="string")return{text:""};let s={text:e},n=R(e),{path:t,wrapped:i}=k(n.left);return n.separator&&(i||!/\s/.test(t))&&(s.path=t,s.description=n.right),s}function Tt(e){return e.trim().replace(/^\|/,"").replace(/(?<!\\)\|$/,"").split(/(?<!\\)\|/).map(n=>n.trim().replaceAll("\\|","|"))}function Ze(e){return e.length>0&&e.every(s=>/^:?-+:?$/.test(s))}function Ot(e,s){if(!e)return[];let n=[],t=new Map;for(let r of E(e)){let a=Mt(r.text);t.set(r,a),n.push({line:r.line.line,evidence:a,place:r.textPlace})}for(let r of e.outputs){let a=r.item?t.get(r.item):void 0;a&&a.output===void 0?a.output=r.value:n.push({line:r.place.line,evidence:{text:"",output:r.value},place:r.place})}let i;for(let r of e.entries){if(r.type!=="text"||r.subheading||!le(r.text)){i=void 0;continue}let a=Tt(r.text);if(i&&i.place.endLine===r.line.line-1){i.evidence.text+=`
${r.text}`,i.place={...i.place,endLine:r.line.line,endColumn:r.place.endColumn},Ze(a)||i.evidence.table.push(a);continue}i={line:r.line.line,evidence:{text:r.text,table:Ze(a)?[]:[a]},place:r.place},n.push(i)}return n.sort((r,a)=>r.line-a.line),n.map(({evidence:r,place:a},l)=>(s.set(`/evidence/${l}`,a),r))}function jt(e,s){let n={runtime_model_reported:"",runtime_mode_reported:"",files_created:[],files_modified:[]};if(!e)return n;s.set("/attestation",e.headingPlace);let t=m(e,e.kind==="attestation"?void 0:w);for(let[i,r]of t){let a=`/attestation/${z(i)}`;switch(i){case"runtime_model_reported":case"runtime_mode_reported":n[i]=y(r.value).text,s.set(a,r.valuePlace);break;case"files_created":case"files_modified":case"limitations":{let l=P(r);n[i]=l.values,s.set(a,r.keyPlace),l.places.forEach((o,c)=>s.set(`${a}/${c}`,o));break}default:et(n,i,tt(r,a,s))}}return n}function nt(e){let s=new Map,n=u(e,"status");if(!n)return{report:null,positions:s,draft:null,draftPositions:s};let{status:t,read:i}=$t(n,s),r={status:t,deliverables:Lt(u(e,"deliverables"),s),evidence:Ot(u(e,"evidence"),s),attestation:jt(f(e),s)};return i?{report:r,positions:s,draft:r,draftPositions:s}:{report:null,positions:new Map,draft:r,draftPositions:s}}function Kt(e,s){let n=q(A,s);return n==="off"?[]:e.map(t=>N(A,n,{messageId:"ignored",data:{directive:M(t)},place:t.place}))}function Ft(e,s){let n=q(U,s);return n==="off"?[]:e.map(({directive:t,rules:i})=>N(U,n,{...i.length===0?{messageId:"unused",data:{directive:M(t)}}:{messageId:"unusedFor",data:{directive:M(t),rules:i.map(r=>`\`${r}\``).join(", ")}},place:t.place}))}function st(e,s,n){if(s.length===0)return{diagnostics:e,suppressed:[]};let t=n??{};if(t.inlineConfig!==!0)return{diagnostics:[...e,...Kt(s,t)],suppressed:[]};let i=se(e,s);return{diagnostics:t.reportUnusedDisableDirectives===!0?[...i.diagnostics,...Ft(i.unused,t)]:i.diagnostics,suppressed:i.silenced}}function it(e){return{report:null,diagnostics:[e],suppressed:[],tree:{type:"root",children:[]},positions:new Map}}function Nt(e,s,n=Number.POSITIVE_INFINITY){let t=J(e,s,"markdown");if(t)return{ok:!1,refusal:t};let i=n<L.parseWork?{...L,parseWork:Math.max(0,n)}:L,{problem:r,parseWork:a}=X(e,i);if(r)return{ok:!1,refusal:xe(r,i)};try{let l=e.charCodeAt(0)===65279?1:0,o=l?e.slice(1):e,c=de(o),{report:d,positions:p,draft:S,draftPositions:D}=nt(c),h=Se(o,l,c,S,D);if(d){let $=fe(h,d);$.length>0&&(d.signals=$)}return{ok:!0,report:d,tree:c.tree,positions:p,directives:c.directives,context:h,parseWork:a}}catch(l){return{ok:!1,refusal:W(l)}}}function Wt(e,s){if(!e.ok)return it(e.refusal);try{let n=Xe(Q(Qe,{...e.context,settings:s},s),s),t=st(n,e.directives,s),i=[...we(s),...t.diagnostics];return{report:e.report,diagnostics:i.sort(F),suppressed:t.suppressed.sort(F),tree:e.tree,positions:e.positions}}catch(n){return it(W(n))}}function ui(e,s={}){let n=ke(s);return Wt(Nt(e,n.maxBytes),n)}export{Mt as a,Qe as b,Xe as c,Nt as d,Wt as e,ui as f};
