#!/usr/bin/env node
import{a as v,b as h}from"./chunk-V7WFVRAK.js";import{c as N,d as q,e as L,f as b,g as E,h as B,m,n as u,o as f,p as W,q as z,r as G,s as Y,v as Q}from"./chunk-ZUYS37I3.js";import{a as y,b as _,c as w,d as k,f as S,j as x,l as I,m as P,n as C}from"./chunk-KIJEVNQA.js";import{e as J}from"./chunk-KYE34YYJ.js";import{b as K,c as j,h as F}from"./chunk-JTZ3ETG3.js";import{d as H}from"./chunk-EFIVCYYM.js";import{a as V,b as X,c as Z,d as D,e as T}from"./chunk-7WQMJG2I.js";import{b as A}from"./chunk-EVXUSSKQ.js";import{a as O}from"./chunk-IOFJQGKF.js";import{a as M}from"./chunk-ZR5V7BEP.js";function rt(e,i,s,t,n){let a,o=e.includes(`\r
`)?`\r
`:`
`,l=(c,d)=>((a??=M(e)).toOffset({line:c,column:d})??e.length)+i,r=c=>c>s.lines.length?e.length+i:l(c,1);return{model:s,extracted:t,positions:n,eol:o,replace:(c,d)=>({range:[l(c.line,c.column),l(c.endLine,c.endColumn)],text:d}),replaceLines:(c,d,p)=>({range:[r(c),r(d+1)],text:p})}}var De=j(K("outcomeName").filter(e=>/(?:^|\s)status$/.test(e))),Te=new RegExp(`^[ \\t]{0,3}(?:[-*+][ \\t]+)?(?:\\*\\*|__)?(?:${De})(?:\\*\\*|__)?[ \\t]*[:\\u2014\\u2013-](?:\\*\\*|__)?[ \\t]*\\S`,"i");var $e=/^[ \t]*[^#\s][^#]*#{1,6}[ \t]+status\b/i;function Oe(e){let i=new Set;for(let s of H(e.tree).code)for(let t=s.position?.start.line??0;t<=(s.position?.end.line??0);t++)i.add(t);for(let s=0;s<e.lines.length;s++){let t=e.lines[s];if(i.has(s+1)||!(Te.test(t)||$e.test(t)))continue;let n=t.length-t.trimStart().length,a=t.trimEnd().length;return{text:t.slice(n,Math.min(a,n+120)),place:{line:s+1,column:n+1,endLine:s+1,endColumn:a+1}}}}var ee={id:"section-missing",severity:"error",fixable:!1,description:"A required section (`## Status`, `## Deliverables`, `## Evidence`, `## Runtime Attestation`) is missing.",rationale:"The parent reads each section by its heading; without `## Status` there is no return at all and the report is `null`.",wrong:`## Status
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
`,messages:{missing:"Missing section `{{heading}}`",statusClaim:"Unexpected status line `{{text}}` {{where}}, expected a `## Status` section with `state:` (no report can be read)",noStatus:"Unexpected text without a `## Status` section, expected a return (no report can be read)"},check({model:e,extracted:i,report:s}){let t=m(e,"status"),n=!e.sections.some(l=>l.kind!==void 0),a=t?void 0:Oe(e),o=t?.headingPlace??(n?a?.place:void 0)??{line:1,column:1,endLine:1,endColumn:1};for(let l of n?["status"]:v){if(l==="attestation"?f(e):m(e,l))continue;let c=`## ${h[l]}`;s({...l!=="status"?{messageId:"missing",data:{heading:c}}:a?{messageId:"statusClaim",data:{text:a.text,where:n?"in free-form text":"outside a Status section"}}:{messageId:"noStatus"},place:l==="status"?a?.place??o:o,expected:[c],...l==="status"&&i===null?{note:"Every return starts with `## Status` holding `state:` and `summary:`."}:{}})}}};var te={id:"section-duplicate",severity:"error",fixable:!1,description:"A section appears twice; only the first is read.",rationale:"Two `## Status` sections leave the parent guessing which one is true, so the second is ignored and reported.",wrong:`## Status
state: ERROR
summary: Failed.
retry_recommended: no

## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{duplicate:"Unexpected second `## {{section}}` section; only the first is read"},check({model:e,report:i}){let s=new Map;for(let t of e.sections){if(!t.kind)continue;let n=s.get(t.kind);if(!n){s.set(t.kind,t);continue}i({messageId:"duplicate",data:{section:h[t.kind]},place:t.headingPlace,cause:{message:"First section",place:n.headingPlace}})}}};var Me=["state","summary"],Ke=["runtime_model_reported","runtime_mode_reported","files_created","files_modified"],ne={id:"key-missing",severity:"error",fixable:!1,description:"A required key is missing: `state` or `summary` in Status, or one of the four attestation keys.",rationale:"Parents route on `state`, show `summary`, and audit the runtime and the files touched from the attestation.",wrong:`## Status
state: SUCCESS
`,right:`## Status
state: SUCCESS
summary: Added the parser and its tests.
`,messages:{missing:"Missing key `{{key}}` in {{section}}"},check({model:e,report:i}){let s=[[m(e,"status"),Me,"Status"],[f(e),Ke,"Runtime Attestation"]];for(let[t,n,a]of s){if(!t)continue;let o=u(t);for(let l of n)o.has(l)||l==="state"&&t.headingState||i({messageId:"missing",data:{key:l,section:a},place:t.headingPlace,expected:[`${l}:`]})}}};var se={id:"key-duplicate",severity:"error",fixable:!1,description:"A key appears twice in one section; only the first is read.",rationale:"A parent that reads the last value and one that reads the first would disagree.",wrong:`## Status
state: SUCCESS
state: ERROR
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{duplicate:"Unexpected second `{{key}}` key; only the first is read"},check({model:e,report:i}){for(let s of e.sections){if(!s.kind)continue;let t=new Map;for(let n of s.entries){if(n.type!=="key")continue;let a=t.get(n.key);if(!a){t.set(n.key,n);continue}i({messageId:"duplicate",data:{key:n.key},place:n.keyPlace,cause:{message:"First key",place:a.keyPlace}})}}}};var je=["state","summary","error_code","retry_recommended","retry_hint","runtime_model_reported","runtime_mode_reported"],Fe=new Set(["files_created","files_modified","limitations"]),ie={id:"value-empty",severity:"error",fixable:!1,description:"A key that takes a single value has none, or the text ends on a list key without items.",rationale:"An empty `summary:` or `runtime_model_reported:` looks present to a grep but tells the parent nothing. A list key with nothing after it at the very end of the text (`files_modified:`) is where a return cut short stops: an empty list is written `- (none)`.",wrong:`## Status
state: SUCCESS
summary:
`,right:`## Status
state: SUCCESS
summary: Added the parser and its tests.
`,messages:{empty:"Unexpected empty value for `{{key}}`",cutShort:"Unexpected end of the text after `{{key}}:`, expected its items or `- (none)`: the return may be cut short"},check({model:e,report:i}){for(let s of[m(e,"status"),f(e)])for(let t of je){let n=u(s).get(t);!n||n.value!==""||i({messageId:"empty",data:{key:t},place:n.keyPlace,...n.items.length>0?{note:`\`${t}\` takes one value on its own line, not a list.`}:{}})}for(let s of[f(e)])for(let t of s?.entries??[])t.type!=="key"||!Fe.has(t.key)||t.value!==""||t.items.length>0||e.lines.slice(t.line.line).some(n=>n.trim()!=="")||i({messageId:"cutShort",data:{key:t.key},place:t.keyPlace})}};var ae={id:"state-invalid",severity:"error",fixable:!1,description:"`state` is neither `SUCCESS`, `ERROR`, `PARTIAL` nor a synonym of one (`COMPLETE`, `FAILED`, \u2026).",rationale:"The parent branches on `state`; any other word leaves it no branch to take, so no report is produced. A negated word (`not complete`, `incomplete`, `unsuccessful`) is never read as a state, nor a word beside a mark of another state (`SUCCESS \u274C`). A state is refused, though the report keeps it as written, under a Status heading that says another or tells of a worse outcome (`## Status: \u274C FAILED`, `## Status: NOT COMPLETE`), beside a line of the section saying a worse one (`FAILED`, `result: FAILED`, `success: no`), or while another `state` line of the text names a worse one (a second return, however it is spelled or quoted; a `status` line standing on its own; a console return in a JSON code block) or a heading is nothing but a worse state (`# ERROR`, `## \u274C FAILED`; a heading that goes on, `## Error: build broke`, titles a topic) or over a summary opening with a failure mark, a worse state word or a negated success (`state: SUCCESS` over `summary: \u274C Build failed`, `summary: FAILED \u2014 the build broke` or `summary: Incomplete: \u2026`). What the rest of the return shows (failing evidence, failure said later in the summary) is read by `outcome-contradicted`, with the signals of `grammar/signals.md`. Each of these readings is a named signal of `grammar/signals.md` (Signals of another state): the diagnostic carries its id (`signal`) and a `cause` at the line that said the other state. The other rules still run, so every problem is reported at once.",wrong:`## Status
state: WORKING
summary: Added the parser.
`,right:`## Status
state: SUCCESS
summary: Added the parser.
`,messages:{underHeading:"Unexpected state `{{state}}` under a heading saying `{{said}}` (signal `{{signal}}`), expected one state",besideLine:"Unexpected state `{{state}}` beside a line saying `{{said}}` (signal `{{signal}}`), expected one state",elsewhere:"Unexpected state `{{state}}` while another line of the text says `{{said}}` (signal `{{signal}}`), expected one state",overSummary:"Unexpected state `{{state}}` over a summary opening with `{{said}}` (signal `{{signal}}`), expected one state",unknown:"Unexpected state `{{state}}`, expected `SUCCESS`, `ERROR` or `PARTIAL`{{conflict}}{{suggestion}}"},check({model:e,report:i}){let s=m(e,"status"),t=u(s).get("state");if(!s||t?.value==="")return;let n=t?{value:t.value,place:t.valuePlace}:s.headingState;if(!n)return;let a=x(n.value),o=a.state?G(e,s,a.state):void 0;if(o){let l=o.where==="heading"?"underHeading":o.where==="line"?"besideLine":o.where==="other"?"elsewhere":"overSummary",r=e.lines[o.line-1]??"";i({messageId:l,data:{state:n.value,said:o.said,signal:o.signal},signal:o.signal,place:n.place,pointer:"/status/state",expected:[...S],note:Y.get(o.signal).description,cause:{message:`The other state (${o.signal})`,place:{line:o.line,column:1,endLine:o.line,endColumn:r.length+1}}});return}a.state||i({messageId:"unknown",data:{state:n.value,conflict:a.conflict?` (its ${a.conflict} stands for another state)`:"",suggestion:a.suggestion?` (did you mean \`${a.suggestion}\`?)`:""},place:n.place,pointer:"/status/state",expected:a.suggestion?[a.suggestion]:[...S]})}};var U=160,Ne={summary:"the summary",evidence:"the evidence",output:"the output shown in Evidence",table:"a table in Evidence",limitation:"a limitation",deliverable:"a deliverable"};function qe(e,i=0){let s=[...e];if(s.length<=U)return A(e);let t=Math.min(Math.max(0,[...e.slice(0,i)].length-40),s.length-U);return A(`${t>0?"\u2026":""}${s.slice(t,t+U).join("")}${t+U<s.length?"\u2026":""}`)}var re={id:"outcome-contradicted",severity:"error",fixable:!1,description:"What the return shows (a named signal of `grammar/signals.md`) says a worse state than its `state`.",rationale:"A parent that reads only `state` accepts a SUCCESS whose own evidence shows the work failed: failing tests or a compiler error in Evidence, failure said in the summary or a limitation, a stub delivered, a success that delivers nothing, a PARTIAL with no completed subset. Each diagnostic names the signal that fired (`signal`) and points (`cause`) at the words that said it; `lint` users may set a signal off by its id in `rules`, `review` always weighs every signal.",wrong:`## Status
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
`,messages:{contradicted:"Unexpected `{{state}}` while {{where}} says {{words}} (signal `{{signal}}`), expected {{expected}}"},check(e){let{extracted:i,positions:s,report:t}=e,n=s.get("/status/state");if(!(!i||!n))for(let a of Q(e,i)){let o=J.get(a.signal),l=S.filter(r=>r===a.says||a.says==="PARTIAL"&&r==="ERROR");t({messageId:"contradicted",data:{state:i.status.state,where:Ne[a.where],words:qe(a.text,a.at),signal:o.id,expected:`\`${l.join("` or `")}\``},signal:o.id,place:n,pointer:"/status/state",expected:l,note:o.description,cause:{message:`The child's words that show it (${o.id})`,place:a.place}})}}};var oe={id:"retry-recommended-required",severity:"error",fixable:!1,description:"`state: ERROR` without `retry_recommended: yes|no`.",rationale:"The error-propagation contract makes the retry decision depend on it: a parent cannot choose between retry and escalation without it.",wrong:`## Status
state: ERROR
summary: Input file missing.
error_code: E_MISSING_INPUT
`,right:`## Status
state: ERROR
summary: Input file missing.
error_code: E_MISSING_INPUT
retry_recommended: yes
retry_hint: Add the input path to the handoff.
`,messages:{missing:"Missing `retry_recommended` for `state: ERROR`, expected `retry_recommended: yes` or `no`"},check({model:e,extracted:i,report:s}){let t=m(e,"status");if(!t||i?.status.state!=="ERROR"||u(t).has("retry_recommended"))return;let n=u(t).get("state");s({messageId:"missing",place:n?.valuePlace??t.headingPlace,pointer:"/status/retry_recommended",expected:["yes","no"]})}};var de={id:"retry-recommended-invalid",severity:"error",fixable:!1,description:"`retry_recommended` is not `yes` or `no`.",rationale:"A parent cannot act on `maybe`; the value is left out of the report.",wrong:`## Status
state: ERROR
summary: Timed out.
retry_recommended: maybe
`,right:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
retry_hint: Retry with a smaller batch.
`,messages:{invalid:"Unexpected `retry_recommended: {{value}}`, expected `yes` or `no`"},check({model:e,report:i}){let s=u(m(e,"status")).get("retry_recommended");!s||s.value===""||_(s.value)||i({messageId:"invalid",data:{value:s.value},place:s.valuePlace,pointer:"/status/retry_recommended",expected:["yes","no"]})}};var le=["files_created","files_modified"];function He(e){let i=new Map,s=[e];for(;s.length>0;){let t=s.pop();if(t.type==="definition"&&!i.has(t.identifier)&&i.set(t.identifier,t.url),t.type==="root"||t.type==="blockquote"||t.type==="list"||t.type==="listItem")for(let n of t.children)s.push(n)}return i}function Be(e,i){if(i.size===0)return;let s=/^\[([^\]]{1,999})\](?:\[([^\]]{0,999})\])?/.exec(e.trim());if(!s||e.trim()[s[0].length]==="(")return;let t=(s[2]||s[1]).replace(/[\t\n\r ]+/g," ").trim().toLowerCase();return i.get(t)}var ce={id:"path-not-repo-relative",severity:"error",fixable:!1,description:"A deliverable or attested path is not relative to the repository root.",rationale:'Absolute paths, `..` escaping the root, URLs (any `scheme:`, `javascript:`, `data:`, `vbscript:` and `mailto:` included), drive letters and backslashes are reported, and so is a path outside the repository named inside an entry that is no path as a whole (`"/etc/passwd"`, `Created /etc/passwd`, `src/a.ts, ../b.ts`), which the parent reads as a claim about that file; so is a path written to slip past the check (invisible characters, `%2e%2e/`, `$HOME/\u2026`, a `file:` URL) and one written as an entry on a line of Deliverables or Runtime Attestation that is no bullet (alone on it or before a separator, a sub-heading). The contract says attested paths MUST be repo-relative: the parent resolves them against its own checkout, where `/home/child/\u2026` means nothing.',wrong:`## Deliverables
- /home/agent/repo/src/parser.ts \u2014 the parser
`,right:`## Deliverables
- src/parser.ts \u2014 the parser
`,messages:{notRepoRelative:"Unexpected {{problem}} `{{path}}`, expected a path relative to the repository root",notRepoRelativeIn:"Unexpected {{problem}} `{{path}}` in {{section}}, expected a path relative to the repository root"},check({model:e,extracted:i,positions:s,report:t}){if(!i)return;let n=i.deliverables.map((o,l)=>[o.path,`/deliverables/${l}/path`]);for(let o of le)i.attestation[o].forEach((l,r)=>n.push([l,`/attestation/${o}/${r}`]));let a=He(e.tree);for(let[o,l]of n){let r=Be(o,a),c=V(r??o),d=c?{path:r??o,problem:c}:X(o),p=s.get(l);!d||!p||t({messageId:"notRepoRelative",data:{problem:D(d.problem),path:d.path},place:p,pointer:l})}for(let o of[m(e,"deliverables"),m(e,"attestation")]){if(!o)continue;let l=[];for(let r of o.entries){r.type==="text"&&l.push(r.line.line);let c=r.type==="key"&&le.includes(r.key)?r.items:[];for(let d of c)for(let p=d.line.line+1;p<=d.place.endLine;p++)l.push(p)}for(let r of l){let c=e.lines[r-1]??"",d=Z(c);d&&t({messageId:"notRepoRelativeIn",data:{problem:D(d.problem),path:d.path,section:o.title},place:{line:r,column:1,endLine:r,endColumn:c.length+1}})}}}};var me={id:"return-in-code-fence",severity:"warning",fixable:!0,description:"The return is wrapped in a ```` ```markdown ```` fence instead of being the markdown itself.",rationale:"Children often copy the fence from the contract\u2019s example. It is read anyway, but a strict parent sees only a code block.",wrong:`Here is my result:

\`\`\`markdown
## Status
state: SUCCESS
summary: Done.
\`\`\`
`,right:`Here is my result:

## Status
state: SUCCESS
summary: Done.
`,messages:{fenced:"Unexpected code fence around the return, expected the return as plain markdown",closingFence:"Unexpected closing code fence after the return"},check({model:e,replaceLines:i,report:s}){let t=e.container;if(t.type!=="fence")return;let n=e.lines[t.open.line-2],a=!t.proseAfter&&(n===void 0||n.trim()==="")&&!(e.lines[t.open.line]??"").startsWith("\uFEFF");s({messageId:"fenced",place:t.open,...t.proseBefore||t.proseAfter?{note:"Text outside the fence is not part of the return."}:{},...a?{fix:i(t.open.line,t.open.line,"")}:{}}),t.close&&s({messageId:"closingFence",place:t.close,...a?{fix:i(t.close.line,t.close.line,"")}:{}})}};var pe={id:"host-wrapper",severity:"warning",fixable:!0,description:"A host\u2019s prefix or tags around the return (`[new_task completed] Result:`, `<result>`, `<task_result>`) are set aside.",rationale:"Some orchestrators hand the parent the child\u2019s return behind a prefix or inside tags, so the first heading is not at the start of a line. handback reads the return behind them and logs what it set aside.",wrong:`[new_task completed] Result: ## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{tag:"Unexpected host tag `{{text}}` around the return, expected the return alone",prefix:"Unexpected host prefix `{{text}}` before the return's first heading, expected the heading at the start of the line"},check({model:e,replace:i,replaceLines:s,report:t}){for(let n of e.host)t({messageId:n.wholeLine?"tag":"prefix",data:{text:n.text},place:n.place,fix:n.wholeLine?s(n.place.line,n.place.line,""):i(n.place,"")})}};var We=new Set(F.wrapperTitles.words);function ze(e){return We.has(e.trim().toLowerCase())}function Ge(e){return e.sections.find(i=>i.kind!==void 0)?.headingPlace.line??e.lines.length}var ue={id:"wrapper-heading",severity:"warning",fixable:!0,description:"The sections sit under a wrapper heading such as `## Subtask Result`.",rationale:"An older template nested the sections one level down; they are read anyway, but the contract puts them at the top.",wrong:`## Subtask Result

### Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{wrapper:"Unexpected wrapper heading `{{title}}` around the sections, expected the sections at the top level"},check({model:e,replaceLines:i,report:s}){let t=e.wrapper;if(!t)return;let n=!t.setext&&ze(t.title)&&e.lines.slice(t.headingPlace.line,Ge(e)-1).every(a=>a.trim()==="");s({messageId:"wrapper",data:{title:t.title},place:t.headingPlace,...n?{fix:i(t.headingPlace.line,t.headingPlace.line,"")}:{}})}};function Ye(e){let i=e.length;for(;i>0&&(e[i-1]===" "||e[i-1]==="	");)i--;return e.slice(0,i)}var fe={id:"section-heading-style",severity:"warning",fixable:!0,description:"A section heading is not spelled exactly as the contract requires.",rationale:'Canonical: `## Status` and the other section names, at level 2, in this case, with no number and no suffix. The contract asks for exact spelling so a plain `grep "^## Status"` works; handback tolerates the rest and logs it here.',wrong:`### 1. status:
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{level:"Unexpected level {{level}} for heading `{{heading}}` among the return's sections, expected level 2",stateInHeading:"Unexpected state in the heading `{{heading}}`, expected `{{expected}}` followed by `state: {{state}}`",style:"Unexpected section heading `{{heading}}` ({{problems}}), expected `{{expected}}`"},check({model:e,eol:i,replace:s,replaceLines:t,report:n}){let a=e.sections.findIndex(r=>r.kind!==void 0),o=e.sections[a]?.depth??2,l=o>=2||!e.sections.some(r=>r.entries.some(c=>c.type==="text"&&c.subheading));e.sections.forEach((r,c)=>{if(r.kind||c<a||o===2||r.depth!==o||r.setext)return;let d=/^ {0,3}#{1,6}/.exec(r.headingLine.text);d&&n({messageId:"level",data:{level:o,heading:r.headingLine.text.trim()},place:r.headingPlace,expected:["##"],...l?{fix:s({...r.headingPlace,column:1,endColumn:d[0].length+1},"##")}:{}})});for(let r of e.sections){if(!r.kind)continue;let c=`## ${h[r.kind]}`,d=r.headingLine.text.trim(),p=r.headingState?x(r.headingState.value).state:void 0;if(p&&!u(r).has("state")){n({messageId:"stateInHeading",data:{heading:d,expected:c,state:p},place:r.headingPlace,expected:[`${c}${i}state: ${p}`],...r.setext||!l?{}:{fix:t(r.headingPlace.line,r.headingPlace.line,`${c}${i}state: ${p}${i}`)}});continue}if(!r.setext&&d===c)continue;let R=Ye((r.rawSuffix??r.suffix).replace(/^[\s:#]+$/,"")),$=`${c}${R}${r.marks===""?"":` ${r.marks}`}`,g=[];r.setext?g.push("setext underline"):r.depth!==2&&g.push(`level ${r.depth}`),r.numbered&&g.push("numbering"),r.marks!==""&&g.push(`\`${r.marks}\` before the name`),B(r.title)?.name!==h[r.kind]&&g.push("case"),r.suffix.replace(/^[\s:#]+$/,"").length>0&&g.push(`suffix \`${r.suffix.trim()}\``),g.length===0&&g.push("extra characters");let Pe=r.setext?r.headingPlace.line+1:r.headingPlace.line,Le=$!==d&&!/[\r\n]/.test(r.title)&&r.rawSuffix!==void 0&&l;n({messageId:"style",data:{heading:d,problems:g.join(", "),expected:c},place:r.headingPlace,expected:[c],...Le?{fix:t(r.headingPlace.line,Pe,$+i)}:{}})}}};var he={id:"section-order",severity:"warning",fixable:!1,description:"Sections are not in the order Status, Deliverables, Evidence, Runtime Attestation.",rationale:"A fixed order lets a reader (human or agent) find each section without searching.",wrong:`## Deliverables
- (none)

## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.

## Deliverables
- (none)
`,messages:{order:"Unexpected `## {{section}}` after `## {{previous}}`, expected the order Status, Deliverables, Evidence, Runtime Attestation"},check({model:e,report:i}){let s=new Set,t=-1;for(let n of e.sections){if(!n.kind||s.has(n.kind))continue;s.add(n.kind);let a=v.indexOf(n.kind);a<t&&i({messageId:"order",data:{section:h[n.kind],previous:h[v[t]]},place:n.headingPlace}),t=Math.max(t,a)}}};function Je(e){let i=[];return e.bullet&&i.push("bullet"),e.wrap==="`"?i.push("backticks"):e.wrap==="*"?i.push("italics"):e.wrap&&i.push("bold"),e.line.text.slice(0,e.valuePlace.column-1).includes("\uFF1A")&&i.push("fullwidth colon"),e.rawKey.includes("\\_")&&i.push("escaped underscores"),q(e.rawKey)!==e.key?i.push(`\`${e.rawKey}\` is another name`):e.rawKey.replaceAll("\\_","_")!==e.key&&i.push("case or spacing"),i}function Qe(e,i){for(let s=i;s<e.length;s++){let t=e[s];if(/^ {0,3}(?:=+|-+)[ \t]*$/.test(t))return!0;if(t.trim()===""||N(t)||/^ {0,3}(?:#|>|```|~~~)/.test(t))return!1}return!1}var ge={id:"key-style",severity:"warning",fixable:!0,description:"A key is not written as a plain `key: value` line (bulleted, bold, backticked, other case or spacing).",rationale:"The contract puts one `key: value` per line; handback reads the variants but logs them so a strict parent can refuse them.",wrong:`## Status
- **State**: SUCCESS
- summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{style:"Unexpected key `{{written}}` ({{problems}}), expected `{{expected}}`"},check({model:e,replace:i,report:s}){for(let t of e.sections)if(t.kind)for(let n of t.entries){if(n.type!=="key")continue;let a=n.value===""||n.listed?`${n.key}:`:`${n.key}: `,o={...n.keyPlace,column:1},l=n.line.text.slice(0,n.valuePlace.column-1);if(l===a)continue;let r=Je(n);l.includes("\xA0")&&r.push("no-break space"),r.length===0&&r.push(n.line.text.startsWith(" ")||n.line.text.startsWith("	")?"indentation":"spacing"),s({messageId:"style",data:{written:l.trim(),problems:r.join(", "),expected:a.trim()},place:o,expected:[a.trim()],...n.bullet&&Qe(e.lines,n.line.line)?{}:{fix:i({...o,endColumn:n.value===""||n.listed?n.line.text.length+1:n.valuePlace.column},a)}})}}};var ye={id:"value-style",severity:"warning",fixable:!0,description:"A value is readable but not written canonically.",rationale:"Examples: `success`, `COMPLETE`, `\u2705 DONE` for `SUCCESS`, `FAILED` for `ERROR`, `Partially complete` for `PARTIAL`, `True` for `yes`, a backticked or bold value, a value wrapped over lines. Canonical values keep the text greppable and comparable; handback accepts the variants and logs them.",wrong:`## Status
state: **success**
summary: Done.
retry_recommended: True
`,right:`## Status
state: SUCCESS
summary: Done.
retry_recommended: yes
`,messages:{stateRemark:"Unexpected remark after the state in `{{value}}`, expected `{{expected}}` alone (a remark belongs in `summary`)",spelling:"Unexpected spelling `{{value}}`, expected `{{expected}}`",list:"Unexpected list for `{{key}}`, expected its text on the key's line",wrapped:"Unexpected value of `{{key}}` wrapped over {{lines}} lines, expected one line",markup:"Unexpected `{{wrap}}` around the value of `{{key}}`, expected `{{expected}}`"},check({model:e,replace:i,replaceLines:s,eol:t,report:n}){let a=u(m(e,"status")),o=u(f(e)),l=a.get("state");if(l){let d=x(l.value);d.state&&d.remark!==void 0?n({messageId:"stateRemark",data:{value:l.value,expected:d.state},place:l.valuePlace,expected:[d.state]}):d.state&&!d.canonical&&n({messageId:"spelling",data:{value:l.value,expected:d.state},place:l.valuePlace,expected:[d.state],fix:i(l.valuePlace,d.state)})}let r=a.get("retry_recommended"),c=r?_(r.value):void 0;if(r&&c&&!c.canonical){let d=c.value?"yes":"no";n({messageId:"spelling",data:{value:r.value,expected:d},place:r.valuePlace,expected:[d],fix:i(r.valuePlace,d)})}for(let d of a.values())d.listed&&n({messageId:"list",data:{key:d.key},place:d.keyPlace,fix:s(d.line.line,d.items.at(-1).place.endLine,`${d.key}: ${d.value}${t}`)});for(let d of[...a.values(),...o.values()])d.wrappedLines!==0&&n({messageId:"wrapped",data:{key:d.key,lines:d.wrappedLines+1},place:d.valuePlace,fix:i(d.valuePlace,d.value)});for(let d of[a.get("error_code"),o.get("runtime_model_reported"),o.get("runtime_mode_reported")]){if(!d)continue;let{text:p,wrap:R}=y(d.value);R&&n({messageId:"markup",data:{wrap:R,key:d.key,expected:p},place:d.valuePlace,expected:[p],fix:i(d.valuePlace,p)})}}};var Ve=new Set(["files_created","files_modified","limitations"]);function Xe(e){let i=[];e.items.length===0&&(e.value===""?i.push("no items; an empty list is `- (none)`"):w(e.value)?i.push(`inline \`${e.value}\``):i.push("inline list"));for(let s of e.items)s.marker!=="-"&&i.push(`\`${s.marker}\` bullet`),w(s.text)&&s.text!==k?i.push(`\`${s.text}\` for \`(none)\``):y(s.text).wrap&&i.push(`markup around \`${y(s.text).text}\``),s.line.text.length>0&&s.line.text[0]!==s.marker[0]&&i.push("indented items"),s.place.endLine>s.place.line&&i.push("item wrapped over lines");return[...new Set(i)]}function Ze(e,i){let s=e.line.line,t=e.items.length>0?e.items[e.items.length-1].place.endLine:s,n=new Set([s]);for(let a of e.items)for(let o=a.place.line;o<=a.place.endLine;o++)n.add(o);for(let a=s;a<=t;a++)if(!n.has(a)&&(i[a-1]??"").trim()!=="")return;return[s,t]}function et(e,i){let s=i;for(;s<e.length&&e[s].trim()==="";)s++;if(s>=e.length)return!0;let t=e[s];if(/^ {0,3}#{1,6}(?:[ \t]|$)/.test(t))return!0;let n=L(t);return n!==void 0&&n.bullet===void 0&&b.has(n.key)}function tt(e){if(e===""||e!==e.trim()||w(e)||y(e).text!==e||/^(?:[#>+*`~<-]|\d{1,9}[.)])/.test(e))return!1;let i=L(`- ${e}`);return!i||!(b.has(i.key)||E.has(i.key))}function nt(e,i){let s=Xe(e);if(s.length===0)return;let{values:t}=z(e),n=[`${e.key}:`,...t.length>0?t.map(r=>`- ${r}`):[`- ${k}`]],a=Ze(e,i.model.lines),o=e.items.length===0&&e.key!=="limitations"&&(/,(?!\s)/.test(e.value)||e.value.includes("://")),l=a&&!o&&(e.items.length>0||et(i.model.lines,a[1]))&&t.every(tt)?a:void 0;return{messageId:"shape",data:{key:e.key,problems:s.join(", ")},place:e.keyPlace,...l?{fix:i.replaceLines(l[0],l[1],n.join(i.eol)+i.eol)}:{}}}var ke={id:"list-style",severity:"warning",fixable:!0,description:"A list is not written as `- item` bullets: inline comma lists, `none` for `(none)`, `*` bullets, backticked items.",rationale:"The contract writes a list key followed by one repo-relative path per `- ` bullet, and `- (none)` for an empty list.",wrong:`## Runtime Attestation
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
`,messages:{shape:"Unexpected list shape for `{{key}}` ({{problems}}), expected one `- item` per line",bullet:"Unexpected `{{marker}}` bullet, expected `-`",none:"Unexpected `{{text}}`, expected `(none)`"},check(e){let{model:i,replace:s,report:t}=e,n=f(i);for(let a of n?.entries??[]){if(a.type!=="key"||!Ve.has(a.key))continue;let o=nt(a,e);o&&t(o)}for(let a of[m(i,"deliverables"),m(i,"evidence")])for(let o of a?.entries??[])o.type==="item"&&(o.marker!=="-"&&t({messageId:"bullet",data:{marker:o.marker},place:o.place,...o.text===""?{}:{fix:s({...o.place,endLine:o.place.line,endColumn:o.textPlace.column},"- ")}}),w(o.text)&&o.text!==k&&t({messageId:"none",data:{text:o.text},place:o.textPlace,expected:[k],fix:s({...o.textPlace,endLine:o.place.endLine,endColumn:o.place.endColumn},k)}))}};function st(e,i,s){if(/^(?:[#>+*=`~<|-]|\d{1,9}[.)])/.test(e))return!1;let t=P(e);return C(t.left).path===i&&t.right===s}var xe={id:"deliverable-style",severity:"warning",fixable:!0,description:"A deliverable is not written `- path \u2014 description`: another separator (`:`, ` - `, ` \u2013 `) or a backticked path.",rationale:"One separator makes the path unambiguous; ` - ` and `: ` also occur inside descriptions and paths.",wrong:"## Deliverables\n- `src/parser.ts`: the parser\n",right:`## Deliverables
- src/parser.ts \u2014 the parser
`,messages:{shape:"Unexpected deliverable shape ({{problems}}), expected `path \u2014 description`"},check({model:e,replace:i,report:s}){for(let t of W(m(e,"deliverables"))){let n=P(t.text);if(!n.separator)continue;let{path:a,wrapped:o}=C(n.left),l=[];if(n.separator!==I&&l.push(`separator \`${n.separator.trim()}\``),o&&l.push("markup around the path"),l.length===0)continue;let r=`${a}${I}${n.right}`,c=/^\[([^\]]*)\]\(/.exec(n.left.trim())?.[1],d=c===void 0||C(c).path===a;s({messageId:"shape",data:{problems:l.join(", ")},place:t.textPlace,...d&&st(r,a,n.right)?{fix:i({...t.textPlace,endLine:t.place.endLine,endColumn:t.place.endColumn},r)}:{}})}}};var we={id:"attestation-in-evidence",severity:"warning",fixable:!1,description:"The attestation keys sit under `## Evidence` (the older template) instead of `## Runtime Attestation`.",rationale:"They are read from Evidence when no Runtime Attestation section exists, but Evidence is meant for proof, not for the runtime\u2019s identity.",wrong:`### Evidence
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
`,messages:{shadowed:"Unexpected attestation key `{{key}}` under Evidence; it is not read because `## Runtime Attestation` exists",misplaced:"Unexpected attestation key `{{key}}` under Evidence, expected a `## Runtime Attestation` section"},check({model:e,report:i}){let t=m(e,"evidence")?.entries.find(a=>a.type==="key");if(!t||t.type!=="key")return;let n=m(e,"attestation");i({messageId:n?"shadowed":"misplaced",data:{key:t.key},place:t.keyPlace})}};var Se={id:"unparsed-line",severity:"warning",fixable:!1,description:"A line in a section that fits no shape of the grammar (not `key: value`, not a bullet of a list) and is not read.",rationale:"Text the parser cannot place is lost to the parent; often a wrapped value or a missing colon.",wrong:`## Status
state: SUCCESS
summary Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{line:"Unexpected line in {{section}}, expected `key: value`",text:"Unexpected text in {{section}}, expected `- ` bullets",bullet:"Unexpected bullet in {{section}} outside a list key, expected `key: value`"},check({model:e,report:i}){for(let s of e.sections){if(!s.kind)continue;let t=s.kind==="status"||s.kind==="attestation";for(let n of s.entries)n.type==="text"&&n.subheading||(n.type==="text"?i({messageId:t?"line":"text",data:{section:s.title},place:n.place}):n.type==="item"&&t&&i({messageId:"bullet",data:{section:s.title},place:n.place}))}}};var be={id:"unknown-key",severity:"warning",fixable:!1,description:"A key that the contract does not define for its section; it is kept in the report as written.",rationale:"Often a misspelling (`retry_recomended`) that hides a required key; otherwise an extension the parent may not expect.",wrong:`## Status
state: SUCCESS
summary: Done.
confidence: high
`,right:`## Status
state: SUCCESS
summary: Done. Confidence is high.
`,messages:{unknown:"Unexpected key `{{key}}` in {{section}}{{suggestion}}"},check({model:e,report:i}){for(let s of e.sections){let t=s.kind==="status"?E:s.kind==="attestation"?b:void 0;if(t)for(let n of s.entries){if(n.type!=="key"||t.has(n.key))continue;let a=O(n.key,[...t]);i({messageId:"unknown",data:{key:n.key,section:s.title,suggestion:a?` (did you mean \`${a}\`?)`:""},place:n.keyPlace,expected:a?[a]:[...t]})}}}};var ve={id:"unknown-section",severity:"info",fixable:!1,description:"A heading among the sections that the contract does not define; its content is not read.",rationale:"Extra sections (`### Quality Gates`) are allowed, but nothing in them reaches the report, which a writer may not expect.",wrong:`## Status
state: SUCCESS
summary: Done.

## Notes
confidence: high
`,right:`## Status
state: SUCCESS
summary: Done. Confidence is high.
`,messages:{unknown:"Unexpected section `{{title}}`; its content is not part of the report"},check({model:e,report:i}){let s=e.sections.findIndex(t=>t.kind!==void 0);if(!(s<0))for(let t of e.sections.slice(s))t.kind||i({messageId:"unknown",data:{title:t.title},place:t.headingPlace})}};var Re={id:"retry-hint-missing",severity:"warning",fixable:!1,description:"`retry_recommended: yes` without a `retry_hint`.",rationale:"The error-propagation contract recommends a hint with every recommended retry, so the parent can amend the handoff.",wrong:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
`,right:`## Status
state: ERROR
summary: Timed out.
retry_recommended: yes
retry_hint: Retry with a smaller batch.
`,messages:{missing:"Missing `retry_hint` for `retry_recommended: yes`"},check({extracted:e,positions:i,report:s}){e?.status.retry_recommended!==!0||e.status.retry_hint||s({messageId:"missing",place:i.get("/status/retry_recommended"),pointer:"/status/retry_hint"})}};var it=["error_code","retry_recommended","retry_hint"],_e={id:"error-keys-on-success",severity:"warning",fixable:!1,description:"Error-oriented keys (`error_code`, `retry_recommended`, `retry_hint`) on `state: SUCCESS`.",rationale:"The contract asks a successful child to omit them; their presence usually means the state is wrong.",wrong:`## Status
state: SUCCESS
summary: Done.
error_code: E_TOOL_FAILURE
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{onSuccess:"Unexpected `{{key}}` on `state: SUCCESS`"},check({extracted:e,positions:i,report:s}){if(e?.status.state==="SUCCESS")for(let t of it){let n=i.get(`/status/${t}`);e.status[t]===void 0||!n||s({messageId:"onSuccess",data:{key:t},place:n,pointer:`/status/${t}`})}}};var Ce={id:"partial-without-limitations",severity:"warning",fixable:!1,description:"`state: PARTIAL` without a non-empty `limitations` list in the attestation.",rationale:"A partial result is only usable when the parent knows what was left out.",wrong:`## Status
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
`,messages:{missing:"Missing `limitations` for `state: PARTIAL`, expected a list of what was left undone"},check({extracted:e,positions:i,report:s}){e?.status.state!=="PARTIAL"||(e.attestation.limitations?.length??0)>0||s({messageId:"missing",place:i.get("/attestation/limitations")??i.get("/attestation")??i.get("/status/state"),pointer:"/attestation/limitations"})}};var Ee={id:"deliverable-not-attested",severity:"warning",fixable:!1,description:"A deliverable path that is in neither `files_created` nor `files_modified`.",rationale:"The attestation is the audit trail of what the child touched; a deliverable missing from it means one of the two is wrong.",wrong:`## Deliverables
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
`,messages:{notAttested:"Unexpected deliverable `{{path}}` missing from `files_created` and `files_modified`"},check({extracted:e,positions:i,report:s}){if(!e)return;let t=new Set([...e.attestation.files_created,...e.attestation.files_modified].map(T));e.deliverables.forEach((n,a)=>{let o=i.get(`/deliverables/${a}/path`);!o||n.path===""||t.has(T(n.path))||s({messageId:"notAttested",data:{path:n.path},place:o,pointer:`/deliverables/${a}/path`})})}};var Ue={id:"deliverable-description-missing",severity:"warning",fixable:!1,description:"A deliverable without a description after its path.",rationale:"The contract asks for path plus a one-line description, so the parent knows what each file is for.",wrong:`## Deliverables
- src/parser.ts
`,right:`## Deliverables
- src/parser.ts \u2014 the markdown return parser
`,messages:{missing:"Missing description for deliverable `{{path}}`, expected `path \u2014 description`"},check({extracted:e,positions:i,report:s}){e?.deliverables.forEach((t,n)=>{let a=i.get(`/deliverables/${n}`);t.description!==""||!a||s({messageId:"missing",data:{path:t.path},place:a,pointer:`/deliverables/${n}`})})}};var Ae={id:"inline-config-ignored",severity:"warning",fixable:!1,keptInStrict:!0,description:"A `<!-- handback-disable \u2026 -->` comment in a text whose inline configuration is off; it silences nothing.",rationale:"The checked text is written by the party being checked, so it may not switch its own checks off: comments are honoured only when the caller opts in (`inlineConfig: true`, `--inline-config`), and never by the decision of a parent. The warning shows the attempt, and that the problems it meant to hide are reported anyway. It stays a warning under `strict`, so a return gets exactly the errors it would get without the comment; set it to `error` to refuse such comments outright.",wrong:`<!-- handback-disable -->
## Status
state: SUCCESS
summary: Done.
`,right:`## Status
state: SUCCESS
summary: Done.
`,messages:{ignored:"Unexpected `{{directive}}`, expected no `handback-*` comment: inline configuration is off, so it changes nothing (a caller that trusts the text opts in with `inlineConfig: true` or `--inline-config`)"},check(){}};var Ie={id:"disable-directive-unused",severity:"warning",fixable:!1,description:"A `<!-- handback-disable \u2026 -->` comment that suppresses no problem (reported with `--report-unused-disable-directives`).",rationale:"A comment left behind after its problem was fixed would silence the next problem of that rule at that place without anyone seeing it; as with ESLint\u2019s flag of the same name, such comments are reported so they can be removed.",wrong:`## Status
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
`,exampleOptions:{inlineConfig:!0,reportUnusedDisableDirectives:!0},messages:{unused:"Unexpected unused `{{directive}}`: no problem was reported here",unusedFor:"Unexpected unused `{{directive}}`: no problem was reported here from {{rules}}"},check(){}};var es=[ee,te,ne,se,ie,ae,re,oe,de,ce,me,pe,ue,fe,he,ge,ye,ke,xe,we,Se,be,ve,Re,_e,Ce,Ee,Ue,Ae,Ie];export{rt as a,Ae as b,Ie as c,es as d};
