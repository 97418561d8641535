#!/usr/bin/env node
import{a as Y,b as ee,c as $,d as te}from"./chunk-U5CCUT62.js";import{a as h,c as X}from"./chunk-GRSEKTAA.js";import{a as k,d as q}from"./chunk-7WQMJG2I.js";import{a as O,b as A,d as y,f as S,k as B,l as z,m as V,n as Z}from"./chunk-TRIUARIS.js";import{c as _,d as j}from"./chunk-KNJUJPXE.js";import{a as F}from"./chunk-IOFJQGKF.js";import{a as b,b as v,c as Q}from"./chunk-N765G66W.js";import{a as W,b as G,c as H,d as K,e as I,f as N,g as R}from"./chunk-OXASCO75.js";import{c as g,f as u}from"./chunk-LG6N2ZXC.js";function se(e,t){if(typeof e!="object"||e===null)return!1;let{code:s,message:n}=e;return typeof n!="string"||!n.includes(t)?!1:s==="ERR_MODULE_NOT_FOUND"||s==="MODULE_NOT_FOUND"||/cannot find (?:package|module)|failed to (?:load|resolve)/i.test(n)}function Ee(e,t){return`${t} needs the optional package \`${e}\`, which is not installed: npm install ${e}`}var T=class extends Error{name="MissingPackageError";packageName;constructor(t,s,n){super(Ee(t,s),{cause:n}),this.packageName=t}};var Me=new RegExp("'(?:[sdmt]|ll|ve|re)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+","giu");function re(e){if(typeof e!="string")return 0;let t=0;for(let[s]of e.matchAll(Me)){let n=s.replace(/^[^\p{L}]/u,"");if(!new RegExp("\\p{L}","u").test(n)){t+=Math.max(1,Math.ceil(s.trim().length/3));continue}let r=n.replace(/[\u0000-\u007f]/g,"").length;t+=Math.max(1,Math.ceil((n.length-r-3)/6))+Math.ceil(r/1.5)}return t}var J=1e3;function De(e){let t=[],s=0;for(;e.length-s>J;){let n=s+J,r=e.lastIndexOf(" ",n);r>s+J/2&&(n=r),t.push(e.slice(s,n)),s=n}return t.push(e.slice(s)),t}async function at(){let e;try{e=await import("./cl100k_base-OUF57346.js")}catch(t){throw se(t,"gpt-tokenizer")?new T("gpt-tokenizer","An exact token count (`loadTokenCounter()`)",t):t}return t=>{if(typeof t!="string")return 0;let s=0;for(let n of De(t))s+=e.countTokens(n);return s}}var ne={id:"json-duplicate-key",severity:"error",fixable:!1,description:"An object has the same key twice (in any JSON kind); readers keep only the last value.",rationale:"`jq` and `JSON.parse` silently keep the last value, so the first one is lost without a word. Which one the child meant cannot be told, so there is no automatic fix.",wrong:`{
  "status": "planned",
  "status": "partial"
}
`,right:`{
  "status": "partial"
}
`,messages:{duplicate:"Unexpected duplicate key `{{key}}`, expected each key once per object"},check({document:e,report:t}){for(let s of e.duplicateKeys){let n=s.node.children?.[0]??s.node,r=s.first.children?.[0]??s.first;t({messageId:"duplicate",data:{key:s.key},place:e.place(n.offset,n.length),pointer:s.pointer,note:"Readers keep the last value; the first is ignored.",cause:{message:"First defined here",place:e.place(r.offset,r.length)}})}}};var ae={id:"json-root-not-object",severity:"error",fixable:!1,description:"The JSON parses but its top-level value is not an object (in any JSON kind).",rationale:"Every field a parent reads (`.status`, `.artifacts`, `.objectives`) hangs off a top-level object; an array or a string gives it nothing to read.",wrong:`[
  {"status": "researched"}
]
`,right:`{
  "status": "researched"
}
`,messages:{notObject:"Unexpected {{value}} at the top level, expected an object"},check({document:e,root:t,report:s}){t||e.value===void 0||e.tooDeep||e.tooManyValues||s({messageId:"notObject",data:{value:v(e.value)},place:e.valuePlace(""),pointer:""})}};function Le(e,t,s){if(t>=e.length)return"end of input";let n=e.slice(t,t+Math.max(s,1));return`\`${(n.length>24?n.slice(0,23)+"\u2026":n).replaceAll(`
`,"\\n")}\``}function oe(e,t){return/,\s*$/.test(e.slice(0,t))}var Fe={trailingCommaProperty:"Unexpected {{found}} after a trailing comma, expected another property (JSON has no trailing commas)",propertyName:"Unexpected {{found}}, expected a property name in double quotes",emptyInput:"Unexpected empty input, expected a JSON object",trailingCommaValue:"Unexpected {{found}} after a trailing comma, expected another value (JSON has no trailing commas)",value:"Unexpected {{found}}, expected a value",colon:"Unexpected {{found}}, expected `:` after the property name",comma:"Unexpected {{found}}, expected `,` between members",closeBrace:"Unexpected {{found}}, expected `}` closing the object",closeBracket:"Unexpected {{found}}, expected `]` closing the array",endOfInput:"Unexpected {{found}} after the value, expected the end of input",comment:"Unexpected comment, expected JSON without comments",endOfString:'Unexpected end of a string, expected a closing `"` on the same line',number:"Unexpected number {{found}}, expected a JSON number such as `12` or `1.5`",unicodeEscape:"Unexpected escape {{found}}, expected `\\u` and four hex digits",escape:'Unexpected escape {{found}}, expected one of `\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u`',controlCharacter:"Unexpected control character in a string, expected it escaped (`\\n`, `\\t`, \u2026)",other:"Unexpected {{found}}, expected a JSON value"};function qe(e,t,s,n){let r={found:Le(t,s,n)},a=o=>({messageId:o,data:r});switch(e){case"PropertyNameExpected":return a(oe(t,s)?"trailingCommaProperty":"propertyName");case"ValueExpected":return s>=t.length&&t.trim()===""?a("emptyInput"):a(oe(t,s)?"trailingCommaValue":"value");case"ColonExpected":return a("colon");case"CommaExpected":return a("comma");case"CloseBraceExpected":return a("closeBrace");case"CloseBracketExpected":return a("closeBracket");case"EndOfFileExpected":return a("endOfInput");case"InvalidCommentToken":case"UnexpectedEndOfComment":return a("comment");case"UnexpectedEndOfString":return a("endOfString");case"UnexpectedEndOfNumber":case"InvalidNumberFormat":return a("number");case"InvalidUnicode":return a("unicodeEscape");case"InvalidEscapeCharacter":return a("escape");case"InvalidCharacter":return a("controlCharacter");default:return a("other")}}var P={id:"json-syntax",severity:"error",fixable:!1,description:"The input is not strict JSON.",rationale:"A comment, a trailing comma, a missing comma or quote, or an unclosed bracket is reported, in every JSON kind. Parents read these files with `jq` and `JSON.parse`, which treat unparsable input as a failed child. The diagnostic points at the first fault; nothing else is checked until the file parses.",wrong:`{
  "status": "researched",
  "artifacts": [],
}
`,right:`{
  "status": "researched",
  "artifacts": []
}
`,messages:Fe,check({document:e,report:t}){let[s,...n]=e.syntaxErrors;if(!s)return;let r=s.code==="UnexpectedEndOfString"?e.place(s.offset+s.length,0):e.place(s.offset,s.length);t({...qe(s.code,e.source,s.offset,s.length),place:r,...n.length>0?{note:`${n.length} more syntax error${n.length===1?"":"s"} may follow from this one.`}:{}})}};var C={id:"json-too-deep",severity:"error",fixable:!1,description:`The input nests objects and arrays more than ${g} levels deep, and is not read.`,rationale:`Real return files nest at most 6 levels. Refusing deeper input before it is parsed keeps reading linear in its size and the parser's recursion within the stack; the limit (${g}) is ten times what any real file uses.`,wrong:'{"status": '+"[".repeat(g)+"]".repeat(g)+`}
`,right:`{
  "status": "researched",
  "artifacts": []
}
`,messages:{tooDeep:"Unexpected nesting deeper than {{limit}} levels, expected a flat return file"},check({document:e,report:t}){e.tooDeep&&t({messageId:"tooDeep",data:{limit:g},place:e.place(0,0)})}};var Be=[{holder:/^\/artifacts\/\d+$/,key:"summary",alias:"description"},{holder:/^\/objectives\/\d+$/,key:"description",alias:"name"}];function ze(e,t,s,n){let r=e.node(`${t}/${s}`),a=r?.parent?.children?.[0];if(!(!r||!a||a===r))return e.replace(a,JSON.stringify(n))}var ie={id:"field-missing",severity:"error",fixable:!0,description:"A field the kind\u2019s schema requires is missing.",rationale:"Required: `status`, `artifacts` and `metadata` with its identity fields in a return, `summary` in a console return, `type`/`path`/`summary` of an artifact, the four fields of an error, and a progress file\u2019s `phase`, `phase_name`, timestamps, `objectives`, `current_objective`, `handoff_count` and each objective\u2019s `id`, `description`, `status`. Parents read these fields with `jq` and treat a missing one as a failed or unknown return. The fix only renames a key agents commonly use instead (an artifact\u2019s `description` becomes `summary`, an objective\u2019s `name` becomes `description`); a missing value is never invented.",wrong:`{
  "status": "planned",
  "artifacts": [
    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "description": "3-phase plan"}
  ]
}
`,right:`{
  "status": "planned",
  "artifacts": [
    {"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "3-phase plan"}
  ],
  "metadata": {
    "session_id": "sess_1736700000_abc123",
    "agent_type": "planner-agent",
    "delegation_depth": 1,
    "delegation_path": ["orchestrator", "plan", "planner-agent"]
  }
}
`,messages:{missing:"Missing field `{{field}}` in {{holder}}",missingFoundAlias:"Missing field `{{field}}` in {{holder}} (found `{{alias}}` instead)"},check(e){let{root:t,report:s}=e;if(!t)return;let n=new Set(h.filter(r=>Object.hasOwn(t,r)));for(let r of b(e)){if(!r.missing)continue;if(r.pointer==="/metadata"&&n.size>0){for(let c of h)c==="duration_seconds"||n.has(c)||s({messageId:"missing",data:{field:c,holder:"`metadata`"},place:e.openingAt(""),pointer:`/metadata/${c}`});continue}if(r.parent==="/metadata"&&n.has(r.key))continue;let a=e.get(r.parent),o=Be.find(c=>c.key===r.key&&c.holder.test(r.parent)),i=o&&u(a)&&Object.hasOwn(a,o.alias),d=i?ze(e,r.parent,o.alias,o.key):void 0,p=r.parent===""?"the top-level object":`\`${r.parent.slice(1)}\``;s({...i?{messageId:"missingFoundAlias",data:{field:r.key,holder:p,alias:o.alias}}:{messageId:"missing",data:{field:r.key,holder:p}},place:i?e.keyAt(`${r.parent}/${o.alias}`):e.openingAt(r.parent),pointer:r.pointer,expected:[r.key],...d?{fix:d}:{}})}}};function Ve(e){return typeof e.value!="string"?!1:e.pointer==="/status"||/^\/artifacts\/\d+$/.test(e.pointer)||/^\/objectives\/\d+\/status$/.test(e.pointer)||/^\/approaches_tried\/\d+\/result$/.test(e.pointer)||e.issue.code==="invalid_format"}var de={id:"field-type-invalid",severity:"error",fixable:!1,description:"A known field has a value of the wrong JSON type or range.",rationale:'For example `artifacts` not an array, `delegation_depth` not a non-negative integer, `recoverable` not a boolean, a progress file\u2019s `phase` or `current_objective` not an integer. Unknown fields are never checked, and `null` for an optional field (`"partial_progress": null`) reads as absent, as jq\u2019s `//` reads it. Consumers index into these values (`.artifacts[0].path`, `.metadata.delegation_depth + 1`); a value of another type breaks them or, worse, reads as something else. The value cannot be converted without guessing, so there is no fix.',wrong:`{
  "status": "planned",
  "artifacts": [],
  "metadata": {
    "session_id": "sess_1736700000_abc123",
    "agent_type": "planner-agent",
    "delegation_depth": "1",
    "delegation_path": "orchestrator > plan > planner-agent"
  }
}
`,right:`{
  "status": "planned",
  "artifacts": [],
  "metadata": {
    "session_id": "sess_1736700000_abc123",
    "agent_type": "planner-agent",
    "delegation_depth": 1,
    "delegation_path": ["orchestrator", "plan", "planner-agent"]
  }
}
`,messages:{wrongType:"Unexpected {{value}} in {{where}}, expected {{expected}}"},check(e){let{report:t}=e;for(let s of b(e)){if(s.missing||s.value===void 0||s.value===null&&s.optional||Ve(s))continue;let n=s.pointer===""?"the top level":`\`${s.pointer.slice(1)}\``;t({messageId:"wrongType",data:{value:v(s.value),where:n,expected:Q(s.issue)},place:e.at(s.pointer),pointer:s.pointer})}}};var E={id:"timestamp-invalid",severity:"error",fixable:!1,description:"A timestamp is not an ISO 8601 date-time with a time zone.",rationale:"Checked: `started_at` of a return-metadata file, `started_at` and `last_updated` of a progress file; `2026-01-28T10:30:00Z` is right. Parents compute durations and detect long-running, interrupted children from these times; a local time without zone, or prose, cannot be compared.",wrong:`{
  "status": "in_progress",
  "started_at": "28/01/2026 10:30"
}
`,right:`{
  "status": "in_progress",
  "started_at": "2026-01-28T10:30:00Z"
}
`,messages:{invalid:"Unexpected {{value}} in `{{field}}`, expected an ISO 8601 date-time such as `2026-01-28T10:30:00Z`"},check(e){for(let t of b(e))t.issue.code!=="invalid_format"||typeof t.value!="string"||e.report({messageId:"invalid",data:{value:v(t.value),field:t.pointer.slice(1)},place:e.at(t.pointer),pointer:t.pointer})}};var ce={id:"status-completed",severity:"error",fixable:!0,description:"A return-metadata file says `completed` where its status must name the operation.",rationale:'The contract forbids `"status": "completed"`; the success status names the operation (`researched`, `planned`, `implemented`, `synced`, `committed`). The console return, where `completed` is right, is not concerned. The contract bans `completed` because it triggers the parent\u2019s stop behaviour, ending the workflow before postflight runs. `--fix` rewrites it only when the operation is given (`--operation implement` \u2192 `implemented`): the right word depends on what was done.',wrong:`{
  "status": "completed",
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,right:`{
  "status": "researched",
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,messages:{completedOf:"Unexpected status `{{status}}`, expected `{{expected}}` (the success status of {{operation}})",completed:"Unexpected status `{{status}}`, expected the operation\u2019s success status (`researched`, `planned`, `implemented`, `synced` or `committed`)"},check(e){let{root:t,options:s,report:n}=e;if(!t)return;let r=t.status;if(typeof r!="string"||r.trim().toLowerCase()!=="completed")return;let a=s.operation??S(t),o=a?O[a]:void 0,i=e.node("/status"),d=s.operation&&i?e.replace(i,JSON.stringify(O[s.operation])):void 0;n({...o?{messageId:"completedOf",data:{status:r,expected:o,operation:String(a)}}:{messageId:"completed",data:{status:r}},place:e.at("/status"),pointer:"/status",expected:o?[o]:Object.values(O),note:"`completed` triggers the parent\u2019s stop behaviour."+(s.operation?"":" Pass the operation (`--operation implement`) to let --fix rewrite it."),...d?{fix:d}:{}})}};var pe={id:"status-invalid",severity:"error",fixable:!0,description:"A `status` is outside its kind's vocabulary.",rationale:"A return-metadata file takes `in_progress`, `researched`, `planned`, `implemented`, `synced`, `committed`, `partial`, `failed`, `blocked` (`completed` has its own rule); a console return takes `completed`, `partial`, `failed`, `blocked`. Parents branch on the status with exact string comparisons; `done`, `success` or `research_complete` match no branch and the return is treated as failed. `--fix` rewrites a status only when asked: in a metadata file when `--operation` is given and the suggestion is that operation\u2019s success status, in a console return under `--rewrite-status`.",wrong:`{
  "status": "research_complete",
  "artifacts": []
}
`,right:`{
  "status": "researched",
  "artifacts": []
}
`,messages:{unknown:"Unexpected status `{{status}}`, expected {{expected}}"},check(e){let{root:t,options:s,report:n}=e,r=e.traits?.status;if(!t||!r)return;let a=t.status;if(typeof a!="string")return;let o=r.vocabulary;if(o.includes(a)||r.reportedElsewhere.includes(a.trim().toLowerCase()))return;let i=s.operation??S(t),d=r.nearest(a,i,s);if(d!==void 0&&y(a,s.statuses))return;let p=d??r.suggest(a),c=d!==void 0&&r.fixable(d,s),l=e.node("/status"),m=c&&l?e.replace(l,JSON.stringify(p)):void 0;n({messageId:"unknown",data:{status:a,expected:p?`\`${p}\``:o.map(f=>`\`${f}\``).join(", ")},place:e.at("/status"),pointer:"/status",expected:p?[p]:[...o],...m?{fix:m}:{}})}};function Ze(e,t){return JSON.stringify(e)===JSON.stringify(t)}function We(e,t){let{root:s,document:n}=e;if(!s)return;let r=s.metadata;if(r!==void 0&&!u(r))return;let a=new Map;for(let o of t){let i=e.node(`/${o}`);i&&a.set(o,K(n.source,i))}return e.rewrite(o=>{let i=o,d=Object.keys(s),p=d.indexOf(t[0]);for(let c of t)i=R(i,[c]);if(r===void 0){let c=d.slice(0,p).filter(l=>!t.includes(l)).length;i=N(i,n.format,[],"metadata",{text:"{}",indent:""},c)}for(let c of t)u(r)&&Object.hasOwn(r,c)||(i=N(i,n.format,["metadata"],c,a.get(c)));return i})}var le={id:"identity-field-misplaced",severity:"error",fixable:!0,description:"An identity field sits at the top level instead of inside `metadata`.",rationale:"The identity fields are `session_id`, `agent_type`, `duration_seconds`, `delegation_depth` and `delegation_path`, in return-metadata files and console returns. Parents read `.metadata.session_id` to match a return to its delegation; a session id at the top level is not found and the return is rejected. The fix moves the fields into `metadata` (creating it where the first field was), keeping their values as written; a field whose value differs from the one already in `metadata` is left for a person, and one equal to it is `identity-field-duplicate` (a warning).",wrong:`{
  "status": "implemented",
  "session_id": "sess_1736700000_abc123",
  "agent_type": "general-implementation-agent"
}
`,right:`{
  "status": "implemented",
  "metadata": {
    "session_id": "sess_1736700000_abc123",
    "agent_type": "general-implementation-agent"
  }
}
`,messages:{misplaced:"Unexpected `{{field}}` at the top level, expected it in `metadata`"},check(e){let{root:t,report:s}=e;if(!t)return;let n=t.metadata,r=h.filter(i=>Object.hasOwn(t,i)&&!(u(n)&&Object.hasOwn(n,i)&&Ze(n[i],t[i])));if(r.length===0)return;let a=r.filter(i=>!u(n)||!Object.hasOwn(n,i)),o=a.length>0?We(e,a):void 0;for(let i of r){let d=!a.includes(i);s({messageId:"misplaced",data:{field:i},place:e.keyAt(`/${i}`),pointer:`/${i}`,expected:[`metadata.${i}`],...d?{note:`\`metadata.${i}\` already holds another value; decide which one is right.`}:{},...o&&!d?{fix:o}:{}})}}};function Ge(e,t){return JSON.stringify(e)===JSON.stringify(t)}var ue={id:"identity-field-duplicate",severity:"warning",fixable:!0,description:"An identity field at the top level repeats the value `metadata` already holds.",rationale:"The identity is where the contract wants it (`metadata.session_id`), so parents find it; the top-level copy is noise that can drift from the original when one of them is edited. The fix removes the top-level copy; a copy with another value is `identity-field-misplaced`.",wrong:`{
  "status": "implemented",
  "session_id": "sess_1736700000_abc123",
  "metadata": {
    "session_id": "sess_1736700000_abc123"
  }
}
`,right:`{
  "status": "implemented",
  "metadata": {
    "session_id": "sess_1736700000_abc123"
  }
}
`,messages:{duplicate:"Unexpected `{{field}}` at the top level, expected it only in `metadata` (which holds the same value)"},check(e){let{root:t,report:s}=e;if(!t)return;let n=t.metadata;if(!u(n))return;let r=h.filter(o=>Object.hasOwn(t,o)&&Object.hasOwn(n,o)&&Ge(n[o],t[o]));if(r.length===0)return;let a=e.rewrite(o=>r.reduce((i,d)=>R(i,[d]),o));for(let o of r)s({messageId:"duplicate",data:{field:o},place:e.keyAt(`/${o}`),pointer:`/${o}`,expected:[`metadata.${o}`],...a?{fix:a}:{}})}};function He(e,t){let s=e.replaceAll("\\","/").split("/").filter(Boolean).at(-1)??e;return`${t[0].toUpperCase()}${t.slice(1)} ${s} (summary derived from the path)`}var me={id:"artifact-bare-string",severity:"error",fixable:!0,description:"An artifact is a bare path string instead of an object with `type`, `path` and `summary`.",rationale:"Parents read `.artifacts[0].path`; on a string that is `null`, so the artifact is silently lost. The fix wraps the string as `path`, infers `type` from the folder (`reports/` \u2192 `report`, `plans/` \u2192 `plan`, `summaries/` \u2192 `summary`, else `implementation`) and adds the `summary` the schema requires, derived from the file name and marked as such (`Report research-001.md (summary derived from the path)`), so the fixed file passes as the family\u2019s own validator makes it pass; a person may write a better one.",wrong:`{
  "artifacts": [
    "specs/259_x/reports/research-001.md"
  ]
}
`,right:`{
  "artifacts": [
    {
      "type": "report",
      "path": "specs/259_x/reports/research-001.md",
      "summary": "Report research-001.md (summary derived from the path)"
    }
  ]
}
`,messages:{bareString:"Unexpected string in `artifacts`, expected an object with `type`, `path` and `summary`"},check(e){let{root:t,document:s,report:n}=e,r=t?.artifacts;Array.isArray(r)&&r.forEach((a,o)=>{if(typeof a!="string")return;let i=`/artifacts/${o}`,d=e.node(i);if(!d)return;let p=X(a),c=s.source,{format:l}=s,m=I(l,"type",JSON.stringify(p)),f=I(l,"path",W(c,d)),w=I(l,"summary",JSON.stringify(He(a,p))),x=`{${m}${l.comma}${f}${l.comma}${w}}`;if(!l.singleLine&&H(c,d.offset)){let L=G(c,d.offset),U=L+l.indent;x=`{${l.eol}${U}${m},${l.eol}${U}${f},${l.eol}${U}${w}${l.eol}${L}}`}let D=e.replace(d,x);n({messageId:"bareString",place:e.at(i),pointer:i,expected:[`{"type": "${p}", "path": ${JSON.stringify(a)}, "summary": "\u2026"}`],note:"The fix keeps the string as `path`, infers `type` from its folder and derives a `summary` from the file name, marked as derived; write a better one by hand.",...D?{fix:D}:{}})})}};var Ke={research:"report",research_report:"report",findings:"report",analysis:"report",implementation_plan:"plan",implementation_summary:"summary",source:"implementation",code:"implementation",lean_source:"implementation",lean_module:"implementation",lean_file:"implementation",script:"implementation",docs:"documentation"};function Qe(e,t){let s=e.toLowerCase(),n=Ke[s];return n&&t.includes(n)?n:F(s,t)}var fe={id:"artifact-type-unknown",severity:"warning",fixable:!1,description:"An artifact\u2019s `type` is outside the vocabulary.",rationale:"Known: `report`, `plan`, `summary`, `implementation` (and `documentation` in a console return), plus the types of the `artifactTypes` option (`--artifact-types research,handoff`). Parents route artifacts by type (a `plan` is linked to the task, a `report` to the research). Teams add their own types, which is why this is a warning and why extra types can be declared; the type is never rewritten.",wrong:`{
  "artifacts": [{"type": "research", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,right:`{
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,messages:{unknown:"Unexpected artifact type `{{type}}`, expected {{expected}}"},check(e){let{root:t,traits:s,options:n,report:r}=e,a=t?.artifacts;if(!Array.isArray(a))return;let o=ee(s,n);a.forEach((i,d)=>{if(!u(i)||typeof i.type!="string")return;let p=i.type;if(o.includes(p))return;let c=Qe(p,o),l=`/artifacts/${d}/type`;r({messageId:"unknown",data:{type:p,expected:c?`\`${c}\``:o.map(m=>`\`${m}\``).join(", ")},place:e.at(l),pointer:l,expected:c?[c]:o,note:"A team that uses this type on purpose can declare it with `--artifact-types` (option `artifactTypes`)."})})}};var he={id:"artifact-path-not-repo-relative",severity:"error",fixable:!1,description:"An artifact path is not relative to the project root.",rationale:"Absolute (`/home/\u2026`), home-relative (`~/\u2026`), URLs, drive letters, backslashes and `..` leaving the root are reported. The contract says artifact paths are relative to the project root: the parent resolves them against its own checkout, where `/home/agent/\u2026` does not exist. Stripping the prefix would be a guess, so there is no fix.",wrong:`{
  "artifacts": [{"type": "plan", "path": "/home/agent/repo/specs/12_x/plans/implementation-001.md", "summary": "Plan"}]
}
`,right:`{
  "artifacts": [{"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "Plan"}]
}
`,messages:{notRepoRelative:"Unexpected {{problem}} `{{path}}`, expected a path relative to the project root"},check(e){let t=e.root?.artifacts;Array.isArray(t)&&t.forEach((s,n)=>{let r=$(s);if(r===void 0)return;let a=k(r);if(!a)return;let o=typeof s=="string"?`/artifacts/${n}`:`/artifacts/${n}/path`;e.report({messageId:"notRepoRelative",data:{problem:q(a),path:r},place:e.at(o),pointer:o})})}};var Xe={missing:"absent file",empty:"empty file","not-file":"path that is not a regular file","outside-root":"path leading out of the root",unreadable:"unreadable file"},ge={id:"artifact-missing",severity:"error",fixable:!1,description:"An artifact path names no non-empty regular file under the root directory.",rationale:"Checked only when a root is given (`--root DIR`, or the `checkArtifact` option of the node-only module); paths are resolved inside the root and never followed out of it. The contract\u2019s validation checks that artifacts exist on disk and are non-empty: a return that lists a report it never wrote (\u201Cphantom research\u201D) must not pass. Symbolic links leading outside the root are reported rather than followed.",wrong:`{
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/never-written.md", "summary": "Findings"}]
}
`,right:`{
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,exampleOptions:{checkArtifact:e=>e==="specs/259_x/reports/research-001.md"?"file":"missing"},messages:{notOnDisk:"Unexpected {{found}} `{{path}}`, expected a non-empty file under the root"},check(e){let t=e.options.checkArtifact,s=e.root?.artifacts;!t||!Array.isArray(s)||s.forEach((n,r)=>{let a=$(n);if(a===void 0||k(a))return;let o=t(a);if(o==="file")return;let i=typeof n=="string"?`/artifacts/${r}`:`/artifacts/${r}/path`;e.report({messageId:"notOnDisk",data:{found:Xe[o],path:a},place:e.at(i),pointer:i})})}};var ye={id:"session-id-mismatch",severity:"error",fixable:!1,description:"The session id is not the one the parent expects.",rationale:"Read from `metadata.session_id` or a top-level `session_id`; checked only when the expected id is given (`--session-id`, option `sessionId`). The session id ties a return to the delegation that asked for it; a stale file left by an earlier run, or a child answering for another task, carries another id and must not be taken as this delegation\u2019s answer.",wrong:`{
  "metadata": {"session_id": "sess_1736600000_old999"}
}
`,right:`{
  "metadata": {"session_id": "sess_1736700000_abc123"}
}
`,exampleOptions:{sessionId:"sess_1736700000_abc123"},messages:{mismatch:"Unexpected session id {{actual}}, expected `{{expected}}`"},check(e){let{root:t,options:s,report:n}=e,r=s.sessionId;if(!t||r===void 0)return;let a=t.metadata,o=u(a)&&Object.hasOwn(a,"session_id")?"/metadata/session_id":Object.hasOwn(t,"session_id")?"/session_id":void 0;if(!o)return;let i=e.get(o);i!==r&&n({messageId:"mismatch",data:{actual:typeof i=="string"?`\`${i}\``:String(JSON.stringify(i)),expected:r},place:e.at(o),pointer:o,expected:[r],note:"A file from another delegation (or an earlier run) must not be read as this one\u2019s return."})}};var be={id:"started-at-missing",severity:"warning",fixable:!1,description:'A return-metadata file with `"status": "in_progress"` (early metadata) has no `started_at` timestamp.',rationale:"Early metadata exists so that a parent can tell an interrupted child from a running one; without the start time it cannot compute how long the child has been running. The time cannot be recovered afterwards, so there is no fix.",wrong:`{
  "status": "in_progress",
  "artifacts": []
}
`,right:`{
  "status": "in_progress",
  "started_at": "2026-01-28T10:30:00Z",
  "artifacts": []
}
`,messages:{missing:"Missing field `started_at` with status `in_progress`, expected the ISO 8601 time the agent started"},check(e){let{root:t,report:s}=e;!t||t.status!=="in_progress"||t.started_at!=null||s({messageId:"missing",place:e.at("/status"),pointer:"/started_at",expected:["started_at"]})}};var ve={id:"partial-progress-missing",severity:"warning",fixable:!1,description:"A return-metadata file with status `in_progress` or `partial` has no `partial_progress` object (`stage`, `details`).",rationale:"When a child is interrupted or stops part-way, `partial_progress` is what tells the next run where to resume; without it the work is redone from the start.",wrong:`{
  "status": "partial",
  "artifacts": []
}
`,right:`{
  "status": "partial",
  "artifacts": [],
  "partial_progress": {
    "stage": "phase_2_completed",
    "details": "Phases 1-2 done; phase 3 timed out."
  }
}
`,messages:{missing:"Missing field `partial_progress` with status `{{status}}`, expected `stage` and `details` saying where to resume"},check(e){let{root:t,report:s}=e;if(!t||t.partial_progress!=null)return;let n=t.status;n!=="in_progress"&&n!=="partial"||s({messageId:"missing",data:{status:n},place:e.at("/status"),pointer:"/partial_progress",expected:["partial_progress"]})}};var we="partial-progress-unexpected",Ye=new Set(["in_progress","partial"]),xe={id:we,severity:"warning",fixable:!1,optIn:!0,description:"Opt-in: a return-metadata file has `partial_progress` with a status other than `in_progress` or `partial`.",rationale:'Off unless a configuration enables it (`"rules": {"partial-progress-unexpected": "warn"}`). The family\u2019s own validator allows `partial_progress` only while a run can be resumed; teams that resume from it read a leftover stage of a finished run as work still to do. `null` reads as absent and is never reported.',wrong:`{
  "status": "implemented",
  "artifacts": [],
  "partial_progress": {"stage": "phase_2_completed", "details": "Phases 1-2 done."}
}
`,right:`{
  "status": "implemented",
  "artifacts": []
}
`,exampleOptions:{rules:{[we]:"warn"}},messages:{unexpected:"Unexpected `partial_progress` with status `{{status}}`, expected it only with `in_progress` or `partial`"},check(e){let{root:t,report:s}=e;if(!t||t.partial_progress==null)return;let n=t.status;typeof n!="string"||Ye.has(n)||s({messageId:"unexpected",data:{status:n},place:e.keyAt("/partial_progress"),pointer:"/partial_progress"})}};var ke="artifacts-required-on-success",_e={id:ke,severity:"error",fixable:!1,optIn:!0,description:"Opt-in: a return with a success status lists no artifact.",rationale:'Off unless a configuration enables it (`"rules": {"artifacts-required-on-success": "error"}`). The contract allows an empty `artifacts` list, but the family\u2019s own validator refuses a success without one, and teams whose skills link the first artifact into the task (`.artifacts[0].path`) rely on that: a success that produced nothing is then a failure in disguise. A sync or commit that writes no file should not enable it.',wrong:`{
  "status": "researched",
  "artifacts": []
}
`,right:`{
  "status": "researched",
  "artifacts": [
    {"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings and proof strategy"}
  ]
}
`,exampleOptions:{rules:{[ke]:"error"}},messages:{empty:"Unexpected empty `artifacts` with status `{{status}}`, expected at least one artifact",missing:"Unexpected missing `artifacts` with status `{{status}}`, expected at least one artifact"},check(e){let{root:t,report:s}=e;if(!t)return;let n=t.status;if(typeof n!="string"||!A.has(n))return;let r=t.artifacts;Array.isArray(r)&&r.length>0||s({messageId:Array.isArray(r)?"empty":"missing",data:{status:n},place:e.at(Array.isArray(r)?"/artifacts":"/status"),pointer:"/artifacts",expected:["artifacts"]})}};var je={id:"completion-data-missing",severity:"error",fixable:!1,description:'A return-metadata file with `"status": "implemented"` has no `completion_data` object (with its `completion_summary`).',rationale:"The contract makes `completion_data.completion_summary` mandatory for every `implemented` return: the parent copies it into the task state at postflight, and the task closes without a record of what was done when it is absent.",wrong:`{
  "status": "implemented",
  "artifacts": []
}
`,right:`{
  "status": "implemented",
  "artifacts": [],
  "completion_data": {
    "completion_summary": "Proved the completeness theorem with 4 supporting lemmas."
  }
}
`,messages:{missing:"Missing field `completion_data` with status `implemented`, expected a `completion_summary` of what was accomplished"},check(e){let{root:t,report:s}=e;!t||t.status!=="implemented"||t.completion_data!=null||s({messageId:"missing",place:e.at("/status"),pointer:"/completion_data",expected:["completion_data"]})}};var Oe={id:"errors-missing",severity:"warning",fixable:!1,description:"A return-metadata file or console return with status `partial`, `failed` or `blocked` has no `errors`, or an empty list.",rationale:"A parent facing a partial or failed child decides between retrying, resuming and escalating from `errors[].recoverable` and `recommendation`; without them it can only guess. The error cannot be reconstructed from the file, so there is no fix.",wrong:`{
  "status": "blocked",
  "artifacts": []
}
`,right:`{
  "status": "blocked",
  "artifacts": [],
  "errors": [
    {"type": "execution", "message": "Mathlib lemma missing", "recoverable": true, "recommendation": "Add the lemma, then rerun /implement 259"}
  ]
}
`,messages:{missing:"Missing field `errors` with status `{{status}}`, expected at least one error with `type`, `message`, `recoverable` and `recommendation`",empty:"Unexpected empty `errors` with status `{{status}}`, expected at least one error with `type`, `message`, `recoverable` and `recommendation`"},check(e){let{root:t,report:s}=e;if(!t)return;let n=t.status;if(typeof n!="string"||!Y.has(n))return;let r=t.errors;r!=null&&!(Array.isArray(r)&&r.length===0)||s({messageId:r==null?"missing":"empty",data:{status:n},place:r==null?e.at("/status"):e.at("/errors"),pointer:"/errors",expected:["errors"]})}};var Ae={id:"errors-on-success",severity:"error",fixable:!1,description:'A return with a success status lists an error that a retry cannot mend (`"recoverable": false`).',rationale:"The contract lists `errors` for partial, failed and blocked runs. An error that cannot be recovered from, under a status saying the work succeeded, leaves the parent two answers to choose from; it takes neither. Recoverable errors a successful run worked around are not reported.",wrong:`{
  "status": "researched",
  "artifacts": [],
  "errors": [
    {"type": "execution", "message": "Build failed; the report is incomplete", "recoverable": false, "recommendation": "Escalate"}
  ]
}
`,right:`{
  "status": "partial",
  "artifacts": [],
  "errors": [
    {"type": "execution", "message": "Build failed; the report is incomplete", "recoverable": false, "recommendation": "Escalate"}
  ]
}
`,messages:{unrecoverable:"Unexpected error that cannot be recovered from (`errors/{{index}}`) with status `{{status}}`, expected a failure status (`failed`, `blocked`, `partial`) or no such error"},check(e){let{root:t,report:s}=e;if(!t)return;let n=t.status,r=t.errors;if(typeof n!="string"||!A.has(n)||!Array.isArray(r))return;let a=r.findIndex(o=>u(o)&&o.recoverable===!1);a<0||s({messageId:"unrecoverable",data:{index:a,status:n},place:e.at(`/errors/${a}/recoverable`),pointer:`/errors/${a}`,expected:["failed","blocked","partial"]})}};var Se={id:"summary-too-long",severity:"error",fixable:!1,description:"The `summary` of a console return has 100 tokens or more.",rationale:"The limit is configurable with `summaryTokenLimit`; tokens are counted with the cl100k_base tokenizer when it is loaded (the CLI does), else estimated. The console return lands in the orchestrator\u2019s context window; the summary is capped at under 100 tokens (2-5 sentences) to keep that window from bloating. Details belong in the artifacts.",wrong:`{
  "status": "completed",
  "summary": "Implemented the context-based representation theorem using the Lean idiomatic List Formula encoding throughout the Bimodal theory, eliminating set-based provability in every module that used it, updating fourteen call sites in the metalogic and the soundness files, adding nine new lemmas about context extension, weakening and exchange, rewriting the soundness proof so that it matches the new definitions, keeping every public name backward compatible through deprecated aliases that forward to the new definitions, running the full build and test suite twice, and writing an implementation summary that records each decision and the remaining open questions for review."
}
`,right:`{
  "status": "completed",
  "summary": "Implemented the context-based representation theorem; set-based provability is gone and old names forward to the new ones."
}
`,messages:{tooLong:"Unexpected summary of {{count}} tokens, expected fewer than {{limit}}",tooLongEstimated:"Unexpected summary of about {{count}} tokens, expected fewer than {{limit}}"},check(e){let{root:t,options:s,report:n}=e,r=t?.summary;if(typeof r!="string")return;let a=s.summaryTokenLimit??100,o=s.countTokens!==void 0,i=o?s.countTokens(r):re(r);i<a||n({messageId:o?"tooLong":"tooLongEstimated",data:{count:i,limit:a},place:e.at("/summary"),pointer:"/summary",note:o?"Counted with the cl100k_base tokenizer.":"Estimated; for an exact count, install the optional package `gpt-tokenizer` and pass `countTokens` from `loadTokenCounter()` (the CLI counts exactly)."})}};var Ie={id:"objective-id-duplicate",severity:"error",fixable:!1,description:"Two objectives of a progress file have the same `id`.",rationale:"`current_objective` and successors name objectives by id; with two objectives under one id, \u201Cresume objective 2\u201D is ambiguous. Ids are immutable, so renumbering is left to a person.",wrong:`{
  "objectives": [
    {"id": 1, "description": "Define the state", "status": "done"},
    {"id": 1, "description": "Prove preservation", "status": "in_progress"}
  ]
}
`,right:`{
  "objectives": [
    {"id": 1, "description": "Define the state", "status": "done"},
    {"id": 2, "description": "Prove preservation", "status": "in_progress"}
  ]
}
`,messages:{duplicate:"Unexpected duplicate objective id {{id}}, expected ids unique within the phase"},check(e){let t=e.root?.objectives;if(!Array.isArray(t))return;let s=new Map;t.forEach((n,r)=>{if(!u(n)||!Object.hasOwn(n,"id"))return;let a=JSON.stringify(n.id),o=s.get(a);if(o===void 0){s.set(a,r);return}let i=`/objectives/${r}/id`;e.report({messageId:"duplicate",data:{id:a},place:e.at(i),pointer:i,cause:{message:"First used here",place:e.at(`/objectives/${o}/id`)}})})}};var Re={id:"current-objective-unknown",severity:"error",fixable:!1,description:"The `current_objective` of a progress file names no objective.",rationale:"No objective has that `id`; a value that is not an integer is `field-type-invalid`. A successor resumes at `current_objective`; an id that names nothing leaves it to guess where work stopped.",wrong:`{
  "objectives": [
    {"id": 1, "description": "Define the state", "status": "done"}
  ],
  "current_objective": 4
}
`,right:`{
  "objectives": [
    {"id": 1, "description": "Define the state", "status": "done"}
  ],
  "current_objective": 1
}
`,messages:{unknown:"Unexpected current objective {{current}}, expected the id of an objective{{ids}}"},check(e){let{root:t,report:s}=e;if(!t)return;let n=t.current_objective,r=t.objectives;if(typeof n!="number"||!Array.isArray(r))return;let a=r.flatMap(o=>u(o)&&Object.hasOwn(o,"id")?[o.id]:[]);a.includes(n)||s({messageId:"unknown",data:{current:n,ids:a.length>0?` (${a.map(o=>JSON.stringify(o)).join(", ")})`:""},place:e.at("/current_objective"),pointer:"/current_objective",expected:a.map(o=>JSON.stringify(o))})}};var $e={id:"objective-status-invalid",severity:"error",fixable:!0,description:"An objective\u2019s `status` is outside `not_started`, `in_progress`, `done`, `blocked`.",rationale:"The nearest status is suggested (`completed` \u2192 `done`, `pending` \u2192 `not_started`). Successors find the resume point by looking for the first objective not `done`; `completed` or `pending` fall outside that vocabulary and hide finished or unstarted work. `--fix` rewrites the status only under `--rewrite-status`, since it changes a value.",wrong:`{
  "objectives": [
    {"id": 1, "description": "Define the state", "status": "completed"}
  ]
}
`,right:`{
  "objectives": [
    {"id": 1, "description": "Define the state", "status": "done"}
  ]
}
`,messages:{unknown:"Unexpected objective status `{{status}}`, expected {{expected}}"},check(e){let{root:t,options:s,report:n}=e,r=t?.objectives;Array.isArray(r)&&r.forEach((a,o)=>{let i=u(a)?a.status:void 0;if(typeof i!="string"||_.includes(i))return;let d=B(i,s.statuses);if(d!==void 0&&y(i,s.statuses))return;let p=d??z(i),c=`/objectives/${o}/status`,l=e.node(c),m=s.rewriteStatus&&d&&l?e.replace(l,JSON.stringify(p)):void 0;n({messageId:"unknown",data:{status:i,expected:p?`\`${p}\``:_.map(f=>`\`${f}\``).join(", ")},place:e.at(c),pointer:c,expected:p?[p]:[..._],...m?{fix:m}:{}})})}};var Te={id:"approach-result-invalid",severity:"error",fixable:!0,description:"An approach\u2019s `result` is outside `failed`, `partial`, `blocked`.",rationale:"The nearest result is suggested (`rejected` \u2192 `failed`, `partial_success` \u2192 `partial`). `approaches_tried` exists so that successors do not retry what failed; they filter on `result`, and free text (`Failed - scope too limited`) belongs in `reason`. `--fix` rewrites the result only under `--rewrite-status`, since it changes a value.",wrong:`{
  "approaches_tried": [
    {"approach": "Direct induction", "result": "rejected", "reason": "Does not preserve the invariant"}
  ]
}
`,right:`{
  "approaches_tried": [
    {"approach": "Direct induction", "result": "failed", "reason": "Does not preserve the invariant"}
  ]
}
`,messages:{unknown:"Unexpected approach result `{{result}}`, expected {{expected}}"},check(e){let{root:t,options:s,report:n}=e,r=t?.approaches_tried;Array.isArray(r)&&r.forEach((a,o)=>{let i=u(a)?a.result:void 0;if(typeof i!="string"||j.includes(i))return;let d=V(i,s.statuses);if(d!==void 0&&y(i,s.statuses))return;let p=d??Z(i),c=`/approaches_tried/${o}/result`,l=e.node(c),m=/^[\w-]+$/.test(i.trim()),f=s.rewriteStatus&&d&&l&&m?e.replace(l,JSON.stringify(p)):void 0,w=i.length>40?i.slice(0,37)+"\u2026":i;n({messageId:"unknown",data:{result:w,expected:p?`\`${p}\``:j.map(x=>`\`${x}\``).join(", ")},place:e.at(c),pointer:c,expected:p?[p]:[...j],...m?{}:{note:"Put the explanation in `reason` and keep `result` to one word."},...f?{fix:f}:{}})})}};var Ue={id:"last-updated-before-started-at",severity:"error",fixable:!1,description:"The `last_updated` time of a progress file is earlier than its `started_at` time.",rationale:"A progress file is updated after work starts; an update time before the start means one of the two timestamps is wrong (often a local time written with `Z`), and staleness checks based on them misfire.",wrong:`{
  "started_at": "2026-02-12T10:30:00Z",
  "last_updated": "2026-02-12T09:45:00Z"
}
`,right:`{
  "started_at": "2026-02-12T10:30:00Z",
  "last_updated": "2026-02-12T11:45:00Z"
}
`,messages:{beforeStart:"Unexpected `last_updated` {{updated}} before `started_at` {{started}}, expected a time at or after the start"},check(e){let{root:t,report:s}=e;if(!t)return;let n=t.started_at,r=t.last_updated;if(typeof n!="string"||typeof r!="string")return;let a=Date.parse(n),o=Date.parse(r);Number.isNaN(a)||Number.isNaN(o)||o>=a||s({messageId:"beforeStart",data:{updated:r,started:n},place:e.at("/last_updated"),pointer:"/last_updated",cause:{message:"Started here",place:e.at("/started_at")}})}};function Ne(e){let t=new Map;return Array.isArray(e)&&e.forEach((s,n)=>{if(!u(s)||!Object.hasOwn(s,"id"))return;let r=JSON.stringify(s.id);t.has(r)||t.set(r,{index:n,description:s.description})}),t}var Je={id:"objective-changed",severity:"error",fixable:!1,description:"An objective was removed or its description changed since the previous version.",rationale:'Compared with the previous version of the progress file (`--previous OLD.json`, option `previous`). Objective ids and descriptions are immutable once created: only `status` and `note` change. A successor that rewrites or drops objectives erases the plan it was handed and can report work as done that was never planned. Adding objectives is allowed. The examples are later versions of `{"objectives": [{"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "in_progress"}]}`.',wrong:`{
  "objectives": [
    {"id": 2, "description": "Skip insert_P", "status": "done"}
  ]
}
`,right:`{
  "objectives": [
    {"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "done", "note": "Backward case via P-consistency"}
  ]
}
`,exampleOptions:{previous:'{"objectives": [{"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "in_progress"}]}'},messages:{removed:"Unexpected removal of objective {{id}}, expected every objective of the previous version to stay",descriptionChanged:"Unexpected change of the description of objective {{id}}, expected {{before}} as before"},check(e){let{root:t,previous:s,report:n}=e;if(!t||!s)return;let r=Ne(s.objectives),a=Ne(t.objectives);for(let[o,i]of r){let d=a.get(o);if(!d){n({messageId:"removed",data:{id:o},place:e.at("/objectives"),pointer:"/objectives",note:`Previously: ${JSON.stringify(i.description)}.`});continue}if(JSON.stringify(d.description)===JSON.stringify(i.description))continue;let p=`/objectives/${d.index}/description`;n({messageId:"descriptionChanged",data:{id:o,before:String(JSON.stringify(i.description))},place:e.at(p),pointer:p,expected:typeof i.description=="string"?[i.description]:[]})}}};var Pe={id:"handoff-count-decreased",severity:"error",fixable:!1,description:"The `handoff_count` of a progress file is lower than in its previous version (`--previous OLD.json`, option `previous`).",rationale:'Each handoff increments the count; parents use it to stop a phase that keeps exhausting its context. A count that goes down hides handoffs, so a looping phase is never stopped. The examples are later versions of `{"handoff_count": 2}`.',wrong:`{
  "handoff_count": 0
}
`,right:`{
  "handoff_count": 3
}
`,exampleOptions:{previous:'{"handoff_count": 2}'},messages:{decreased:"Unexpected `handoff_count` {{now}}, expected at least {{before}} as in the previous version"},check(e){let{root:t,previous:s,report:n}=e;if(!t||!s)return;let r=s.handoff_count,a=t.handoff_count;typeof r!="number"||typeof a!="number"||a>=r||n({messageId:"decreased",data:{now:a,before:r},place:e.at("/handoff_count"),pointer:"/handoff_count",expected:[String(r)]})}};var tr=[P,C],M=[P,C,ne,ae,ie,de],Ce=[pe,le,ue,me,fe,he,ge,ye,Oe,Ae,_e],et=[...M,E,ce,...Ce,be,ve,xe,je,te],tt=[...M,...Ce,Se],st=[...M,E,Ie,Re,$e,Te,Ue,Je,Pe],sr=[...new Set([...et,...tt,...st])];export{ne as a,ae as b,at as c,tr as d,et as e,tt as f,st as g};
