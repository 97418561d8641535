#!/usr/bin/env node
import{a as V,b as Z,c as B,d as W,e as $,f as P,g as O,h as I,j as ee,k as te,l as R,m as de}from"./chunk-EDMTN3V7.js";import{a as le}from"./chunk-VEWYO7TC.js";import{a as Q}from"./chunk-UC2YDUYE.js";import{M as H,O as X}from"./chunk-X65YHHLL.js";import{a as g,c as Y}from"./chunk-GRSEKTAA.js";import{a as w,b as T,d as v,f as N,g as re,h as ne,i as se,j as ae,k as oe,l as ie,m as ce,n as pe}from"./chunk-H4XRZZXG.js";import{a as K,b as G,c as S,d as A}from"./chunk-KNJUJPXE.js";import{c as b,f as u}from"./chunk-LG6N2ZXC.js";import{a as j,d as L}from"./chunk-7WQMJG2I.js";import{a as q}from"./chunk-IOFJQGKF.js";import{b as J}from"./chunk-ZR5V7BEP.js";function We(e,t,r){if(t>=e.length)return"end of input";let s=e.slice(t,t+Math.max(r,1));return`\`${(s.length>24?s.slice(0,23)+"\u2026":s).replaceAll(`
`,"\\n")}\``}function ue(e,t){return/,\s*$/.test(e.slice(0,t))}function Ke(e,t,r,s){let n=We(t,r,s);switch(e){case"PropertyNameExpected":return ue(t,r)?`Unexpected ${n} after a trailing comma, expected another property (JSON has no trailing commas)`:`Unexpected ${n}, expected a property name in double quotes`;case"ValueExpected":return r>=t.length&&t.trim()===""?"Unexpected empty input, expected a JSON object":ue(t,r)?`Unexpected ${n} after a trailing comma, expected another value (JSON has no trailing commas)`:`Unexpected ${n}, expected a value`;case"ColonExpected":return`Unexpected ${n}, expected \`:\` after the property name`;case"CommaExpected":return`Unexpected ${n}, expected \`,\` between members`;case"CloseBraceExpected":return`Unexpected ${n}, expected \`}\` closing the object`;case"CloseBracketExpected":return`Unexpected ${n}, expected \`]\` closing the array`;case"EndOfFileExpected":return`Unexpected ${n} after the value, expected the end of input`;case"InvalidCommentToken":case"UnexpectedEndOfComment":return"Unexpected comment, expected JSON without comments";case"UnexpectedEndOfString":return'Unexpected end of a string, expected a closing `"` on the same line';case"UnexpectedEndOfNumber":case"InvalidNumberFormat":return`Unexpected number ${n}, expected a JSON number such as \`12\` or \`1.5\``;case"InvalidUnicode":return`Unexpected escape ${n}, expected \`\\u\` and four hex digits`;case"InvalidEscapeCharacter":return`Unexpected escape ${n}, expected one of \`\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u\``;case"InvalidCharacter":return"Unexpected control character in a string, expected it escaped (`\\n`, `\\t`, \u2026)";default:return`Unexpected ${n}, expected a JSON value`}}var C={id:"json-syntax",severity:"error",fixable:!1,description:"The input is not strict JSON.",rationale:"A comment, a trailing comma, a missing comma or quote, or an unclosed bracket is reported, in every JSON kind. Parents read these files with `jq` and `JSON.parse`, which treat unparsable input as a failed child. The diagnostic points at the first fault; nothing else is checked until the file parses.",wrong:`{
  "status": "researched",
  "artifacts": [],
}
`,right:`{
  "status": "researched",
  "artifacts": []
}
`,check({document:e,report:t}){let[r,...s]=e.syntaxErrors;if(!r)return;let n=r.code==="UnexpectedEndOfString"?e.place(r.offset+r.length,0):e.place(r.offset,r.length);t({message:Ke(r.code,e.source,r.offset,r.length),place:n,...s.length>0?{note:`${s.length} more syntax error${s.length===1?"":"s"} may follow from this one.`}:{}})}};var E={id:"json-too-deep",severity:"error",fixable:!1,description:`The input nests objects and arrays more than ${b} levels deep, and is not read.`,rationale:`Real return files nest at most 6 levels. Refusing deeper input before it is parsed keeps reading linear in its size and the parser's recursion within the stack; the limit (${b}) is ten times what any real file uses.`,wrong:'{"status": '+"[".repeat(b)+"]".repeat(b)+`}
`,right:`{
  "status": "researched",
  "artifacts": []
}
`,check({document:e,report:t}){e.tooDeep&&t({message:`Unexpected nesting deeper than ${b} levels, expected a flat return file`,place:e.place(0,0)})}};var me={id:"json-duplicate-key",severity:"error",fixable:!1,description:"An object has the same key twice (in any JSON kind); readers keep only the last value.",rationale:"`jq` and `JSON.parse` silently keep the last value, so the first one is lost without a word. Which one the child meant cannot be told, so there is no automatic fix.",wrong:`{
  "status": "planned",
  "status": "partial"
}
`,right:`{
  "status": "partial"
}
`,check({document:e,report:t}){for(let r of e.duplicateKeys){let s=r.node.children?.[0]??r.node,n=r.first.children?.[0]??r.first;t({message:`Unexpected duplicate key \`${r.key}\`, expected each key once per object`,place:e.place(s.offset,s.length),pointer:r.pointer,note:"Readers keep the last value; the first is ignored.",cause:{message:"First defined here",place:e.place(n.offset,n.length)}})}}};var M={meta:H,subagent:X,progress:Q},fe=new WeakMap,Ge=new Set(["optional","nullable","default","prefault","readonly","catch"]);function He(e,t){let r=e;for(let s of t){for(;r&&Ge.has(r._zod?.def?.type??"");)r=r._zod?.def?.innerType;if(!r)return;r=typeof s=="number"?r.element:r.shape&&Object.hasOwn(r.shape,s)?r.shape[s]:void 0}return r}function Qe(e,t){return t.length===0?!1:He(e,t)?.safeParse?.(void 0).success===!0}function x(e){let{root:t,document:r,kind:s}=e;if(!t)return[];let n=fe.get(r);if(n)return n;let a=M[s].safeParse(t),i=[];for(let o of a.success?[]:a.error.issues){let c=o.path.filter(_=>typeof _!="symbol"),p=J(c),l=c.slice(0,-1),d=J(l),m=I(t,d),f=c.length>0?String(c[c.length-1]):"",y=u(m)&&c.length>0&&!Object.hasOwn(m,f),h=I(t,p);i.push({pointer:p,key:f,parent:d,missing:y,optional:h===null&&Qe(M[s],c),value:h,issue:o})}return fe.set(r,i),i}function k(e){return e===null?"null":Array.isArray(e)?"array":typeof e=="string"?`string \`${e.length>40?e.slice(0,37)+"\u2026":e}\``:typeof e=="number"||typeof e=="boolean"?`${typeof e} \`${String(e)}\``:typeof e}var Xe={string:"a string",number:"a number",int:"an integer",boolean:"a boolean",array:"an array",object:"an object"};function he(e){switch(e.code){case"invalid_type":return Xe[e.expected]??`a value of type ${e.expected}`;case"invalid_value":return e.values.map(t=>`\`${String(t)}\``).join(", ");case"too_small":return e.origin==="number"?`a number of at least ${String(e.minimum)}`:`at least ${String(e.minimum)} items`;case"too_big":return e.origin==="number"?`a number of at most ${String(e.maximum)}`:`at most ${String(e.maximum)} items`;case"invalid_format":return e.format==="datetime"?"an ISO 8601 date-time":`a string in ${e.format} format`;default:return e.message}}function _t(e){let t=M[e].shape??{};return new Set(Object.keys(t))}var ge={id:"json-root-not-object",severity:"error",fixable:!1,description:"The JSON parses but its top-level value is not an object (in any JSON kind).",rationale:"Every field a parent reads (`.status`, `.artifacts`, `.objectives`) hangs off a top-level object; an array or a string gives it nothing to read.",wrong:`[
  {"status": "researched"}
]
`,right:`{
  "status": "researched"
}
`,check({document:e,root:t,report:r}){t||e.value===void 0||e.tooDeep||e.tooManyValues||r({message:`Unexpected ${k(e.value)} at the top level, expected an object`,place:e.valuePlace(""),pointer:""})}};var Ye=[{holder:/^\/artifacts\/\d+$/,key:"summary",alias:"description"},{holder:/^\/objectives\/\d+$/,key:"description",alias:"name"}];function et(e,t,r,s){let n=e.node(`${t}/${r}`),a=n?.parent?.children?.[0];if(!(!n||!a||a===n))return e.replace(a,JSON.stringify(s))}var ye={id:"field-missing",severity:"error",fixable:!0,description:"A field the kind\u2019s schema requires is missing.",rationale:"Required: `status`, `artifacts` and `metadata` with its identity fields in a return, `summary` in a console return, `type`/`path`/`summary` of an artifact, the four fields of an error, and a progress file\u2019s `phase`, `phase_name`, timestamps, `objectives`, `current_objective`, `handoff_count` and each objective\u2019s `id`, `description`, `status`. Parents read these fields with `jq` and treat a missing one as a failed or unknown return. The fix only renames a key agents commonly use instead (an artifact\u2019s `description` becomes `summary`, an objective\u2019s `name` becomes `description`); a missing value is never invented.",wrong:`{
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
`,check(e){let{root:t,kind:r,report:s}=e;if(!t)return;let n=new Set(g.filter(a=>Object.hasOwn(t,a)));for(let a of x(e)){if(!a.missing)continue;if(r!=="progress"){if(a.pointer==="/metadata"&&n.size>0){for(let d of g)d==="duration_seconds"||n.has(d)||s({message:`Missing field \`${d}\` in \`metadata\``,place:e.openingAt(""),pointer:`/metadata/${d}`});continue}if(a.parent==="/metadata"&&n.has(a.key))continue}let i=e.get(a.parent),o=Ye.find(d=>d.key===a.key&&d.holder.test(a.parent)),c=o&&u(i)&&Object.hasOwn(i,o.alias),p=c?et(e,a.parent,o.alias,o.key):void 0,l=a.parent===""?"the top-level object":`\`${a.parent.slice(1)}\``;s({message:`Missing field \`${a.key}\` in ${l}`+(c?` (found \`${o.alias}\` instead)`:""),place:c?e.keyAt(`${a.parent}/${o.alias}`):e.openingAt(a.parent),pointer:a.pointer,expected:[a.key],...p?{fix:p}:{}})}}};function tt(e){return typeof e.value!="string"?!1:e.pointer==="/status"||/^\/artifacts\/\d+$/.test(e.pointer)||/^\/objectives\/\d+\/status$/.test(e.pointer)||/^\/approaches_tried\/\d+\/result$/.test(e.pointer)||e.issue.code==="invalid_format"}var be={id:"field-type-invalid",severity:"error",fixable:!1,description:"A known field has a value of the wrong JSON type or range.",rationale:'For example `artifacts` not an array, `delegation_depth` not a non-negative integer, `recoverable` not a boolean, a progress file\u2019s `phase` or `current_objective` not an integer. Unknown fields are never checked, and `null` for an optional field (`"partial_progress": null`) reads as absent, as jq\u2019s `//` reads it. Consumers index into these values (`.artifacts[0].path`, `.metadata.delegation_depth + 1`); a value of another type breaks them or, worse, reads as something else. The value cannot be converted without guessing, so there is no fix.',wrong:`{
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
`,check(e){let{report:t}=e;for(let r of x(e)){if(r.missing||r.value===void 0||r.value===null&&r.optional||tt(r))continue;let s=r.pointer===""?"the top level":`\`${r.pointer.slice(1)}\``;t({message:`Unexpected ${k(r.value)} in ${s}, expected ${he(r.issue)}`,place:e.at(r.pointer),pointer:r.pointer})}}};var D={id:"timestamp-invalid",severity:"error",fixable:!1,description:"A timestamp is not an ISO 8601 date-time with a time zone.",rationale:"Checked: `started_at` of a return-metadata file, `started_at` and `last_updated` of a progress file; `2026-01-28T10:30:00Z` is right. Parents compute durations and detect long-running, interrupted children from these times; a local time without zone, or prose, cannot be compared.",wrong:`{
  "status": "in_progress",
  "started_at": "28/01/2026 10:30"
}
`,right:`{
  "status": "in_progress",
  "started_at": "2026-01-28T10:30:00Z"
}
`,check(e){for(let t of x(e))t.issue.code!=="invalid_format"||typeof t.value!="string"||e.report({message:`Unexpected ${k(t.value)} in \`${t.pointer.slice(1)}\`, expected an ISO 8601 date-time such as \`2026-01-28T10:30:00Z\``,place:e.at(t.pointer),pointer:t.pointer})}};var we={id:"status-completed",severity:"error",fixable:!0,description:"A return-metadata file says `completed` where its status must name the operation.",rationale:'The contract forbids `"status": "completed"`; the success status names the operation (`researched`, `planned`, `implemented`, `synced`, `committed`). The console return, where `completed` is right, is not concerned. The contract bans `completed` because it triggers the parent\u2019s stop behaviour, ending the workflow before postflight runs. `--fix` rewrites it only when the operation is given (`--operation implement` \u2192 `implemented`): the right word depends on what was done.',wrong:`{
  "status": "completed",
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,right:`{
  "status": "researched",
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,check(e){let{root:t,options:r,report:s}=e;if(!t||e.kind!=="meta")return;let n=t.status;if(typeof n!="string"||n.trim().toLowerCase()!=="completed")return;let a=r.operation??N(t),i=a?w[a]:void 0,o=e.node("/status"),c=r.operation&&o?e.replace(o,JSON.stringify(w[r.operation])):void 0;s({message:i?`Unexpected status \`${n}\`, expected \`${i}\` (the success status of ${a})`:`Unexpected status \`${n}\`, expected the operation\u2019s success status (\`researched\`, \`planned\`, \`implemented\`, \`synced\` or \`committed\`)`,place:e.at("/status"),pointer:"/status",expected:i?[i]:Object.values(w),note:"`completed` triggers the parent\u2019s stop behaviour."+(r.operation?"":" Pass the operation (`--operation implement`) to let --fix rewrite it."),...c?{fix:c}:{}})}};var ve={id:"status-invalid",severity:"error",fixable:!0,description:"A `status` is outside its kind's vocabulary.",rationale:"A return-metadata file takes `in_progress`, `researched`, `planned`, `implemented`, `synced`, `committed`, `partial`, `failed`, `blocked` (`completed` has its own rule); a console return takes `completed`, `partial`, `failed`, `blocked`. Parents branch on the status with exact string comparisons; `done`, `success` or `research_complete` match no branch and the return is treated as failed. `--fix` rewrites a status only when asked: in a metadata file when `--operation` is given and the suggestion is that operation\u2019s success status, in a console return under `--rewrite-status`.",wrong:`{
  "status": "research_complete",
  "artifacts": []
}
`,right:`{
  "status": "researched",
  "artifacts": []
}
`,check(e){let{root:t,options:r,kind:s,report:n}=e;if(!t||s==="progress")return;let a=t.status;if(typeof a!="string")return;let i=s==="subagent"?G:K;if(i.includes(a)||s==="meta"&&a.trim().toLowerCase()==="completed")return;let o=r.operation??N(t),c=s==="subagent"?se(a,r.statuses):re(a,o,r.statuses);if(c!==void 0&&v(a,r.statuses))return;let p=c??(s==="subagent"?ae(a):ne(a)),l=c!==void 0&&(s==="subagent"?r.rewriteStatus===!0||r.operation!==void 0:r.operation!==void 0&&p===w[r.operation]),d=e.node("/status"),m=l&&d?e.replace(d,JSON.stringify(p)):void 0;n({message:`Unexpected status \`${a}\`, expected `+(p?`\`${p}\``:i.map(f=>`\`${f}\``).join(", ")),place:e.at("/status"),pointer:"/status",expected:p?[p]:[...i],...m?{fix:m}:{}})}};function rt(e,t){return JSON.stringify(e)===JSON.stringify(t)}function nt(e,t){let{root:r,document:s}=e;if(!r)return;let n=r.metadata;if(n!==void 0&&!u(n))return;let a=new Map;for(let i of t){let o=e.node(`/${i}`);o&&a.set(i,W(s.source,o))}return e.rewrite(i=>{let o=i,c=Object.keys(r),p=c.indexOf(t[0]);for(let l of t)o=O(o,[l]);if(n===void 0){let l=c.slice(0,p).filter(d=>!t.includes(d)).length;o=P(o,s.format,[],"metadata",{text:"{}",indent:""},l)}for(let l of t)u(n)&&Object.hasOwn(n,l)||(o=P(o,s.format,["metadata"],l,a.get(l)));return o})}var xe={id:"identity-field-misplaced",severity:"error",fixable:!0,description:"An identity field sits at the top level instead of inside `metadata`.",rationale:"The identity fields are `session_id`, `agent_type`, `duration_seconds`, `delegation_depth` and `delegation_path`, in return-metadata files and console returns. Parents read `.metadata.session_id` to match a return to its delegation; a session id at the top level is not found and the return is rejected. The fix moves the fields into `metadata` (creating it where the first field was), keeping their values as written; a field whose value differs from the one already in `metadata` is left for a person, and one equal to it is `identity-field-duplicate` (a warning).",wrong:`{
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
`,check(e){let{root:t,report:r}=e;if(!t||e.kind==="progress")return;let s=t.metadata,n=g.filter(o=>Object.hasOwn(t,o)&&!(u(s)&&Object.hasOwn(s,o)&&rt(s[o],t[o])));if(n.length===0)return;let a=n.filter(o=>!u(s)||!Object.hasOwn(s,o)),i=a.length>0?nt(e,a):void 0;for(let o of n){let c=!a.includes(o);r({message:`Unexpected \`${o}\` at the top level, expected it in \`metadata\``,place:e.keyAt(`/${o}`),pointer:`/${o}`,expected:[`metadata.${o}`],...c?{note:`\`metadata.${o}\` already holds another value; decide which one is right.`}:{},...i&&!c?{fix:i}:{}})}}};function st(e,t){return JSON.stringify(e)===JSON.stringify(t)}var ke={id:"identity-field-duplicate",severity:"warning",fixable:!0,description:"An identity field at the top level repeats the value `metadata` already holds.",rationale:"The identity is where the contract wants it (`metadata.session_id`), so parents find it; the top-level copy is noise that can drift from the original when one of them is edited. The fix removes the top-level copy; a copy with another value is `identity-field-misplaced`.",wrong:`{
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
`,check(e){let{root:t,report:r}=e;if(!t||e.kind==="progress")return;let s=t.metadata;if(!u(s))return;let n=g.filter(i=>Object.hasOwn(t,i)&&Object.hasOwn(s,i)&&st(s[i],t[i]));if(n.length===0)return;let a=e.rewrite(i=>n.reduce((o,c)=>O(o,[c]),i));for(let i of n)r({message:`Unexpected \`${i}\` at the top level, expected it only in \`metadata\` (which holds the same value)`,place:e.keyAt(`/${i}`),pointer:`/${i}`,expected:[`metadata.${i}`],...a?{fix:a}:{}})}};function at(e,t){let r=e.replaceAll("\\","/").split("/").filter(Boolean).at(-1)??e;return`${t[0].toUpperCase()}${t.slice(1)} ${r} (summary derived from the path)`}var _e={id:"artifact-bare-string",severity:"error",fixable:!0,description:"An artifact is a bare path string instead of an object with `type`, `path` and `summary`.",rationale:"Parents read `.artifacts[0].path`; on a string that is `null`, so the artifact is silently lost. The fix wraps the string as `path`, infers `type` from the folder (`reports/` \u2192 `report`, `plans/` \u2192 `plan`, `summaries/` \u2192 `summary`, else `implementation`) and adds the `summary` the schema requires, derived from the file name and marked as such (`Report research-001.md (summary derived from the path)`), so the fixed file passes as the family\u2019s own validator makes it pass; a person may write a better one.",wrong:`{
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
`,check(e){let{root:t,document:r,report:s}=e,n=t?.artifacts;Array.isArray(n)&&n.forEach((a,i)=>{if(typeof a!="string")return;let o=`/artifacts/${i}`,c=e.node(o);if(!c)return;let p=Y(a),l=r.source,{format:d}=r,m=$(d,"type",JSON.stringify(p)),f=$(d,"path",V(l,c)),y=$(d,"summary",JSON.stringify(at(a,p))),h=`{${m}${d.comma}${f}${d.comma}${y}}`;if(!d.singleLine&&B(l,c.offset)){let z=Z(l,c.offset),U=z+d.indent;h=`{${d.eol}${U}${m},${d.eol}${U}${f},${d.eol}${U}${y}${d.eol}${z}}`}let _=e.replace(c,h);s({message:"Unexpected string in `artifacts`, expected an object with `type`, `path` and `summary`",place:e.at(o),pointer:o,expected:[`{"type": "${p}", "path": ${JSON.stringify(a)}, "summary": "\u2026"}`],note:"The fix keeps the string as `path`, infers `type` from its folder and derives a `summary` from the file name, marked as derived; write a better one by hand.",..._?{fix:_}:{}})})}};var ot={research:"report",research_report:"report",findings:"report",analysis:"report",implementation_plan:"plan",implementation_summary:"summary",source:"implementation",code:"implementation",lean_source:"implementation",lean_module:"implementation",lean_file:"implementation",script:"implementation",docs:"documentation"};function it(e,t){let r=e.toLowerCase(),s=ot[r];return s&&t.includes(s)?s:q(r,t)}var je={id:"artifact-type-unknown",severity:"warning",fixable:!1,description:"An artifact\u2019s `type` is outside the vocabulary.",rationale:"Known: `report`, `plan`, `summary`, `implementation` (and `documentation` in a console return), plus the types of the `artifactTypes` option (`--artifact-types research,handoff`). Parents route artifacts by type (a `plan` is linked to the task, a `report` to the research). Teams add their own types, which is why this is a warning and why extra types can be declared; the type is never rewritten.",wrong:`{
  "artifacts": [{"type": "research", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,right:`{
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,check(e){let{root:t,kind:r,options:s,report:n}=e,a=t?.artifacts;if(!Array.isArray(a)||r==="progress")return;let i=te(r,s);a.forEach((o,c)=>{if(!u(o)||typeof o.type!="string")return;let p=o.type;if(i.includes(p))return;let l=it(p,i),d=`/artifacts/${c}/type`;n({message:`Unexpected artifact type \`${p}\`, expected `+(l?`\`${l}\``:i.map(m=>`\`${m}\``).join(", ")),place:e.at(d),pointer:d,expected:l?[l]:i,note:"A team that uses this type on purpose can declare it with `--artifact-types` (option `artifactTypes`)."})})}};var $e={id:"artifact-path-not-repo-relative",severity:"error",fixable:!1,description:"An artifact path is not relative to the project root.",rationale:"Absolute (`/home/\u2026`), home-relative (`~/\u2026`), URLs, drive letters, backslashes and `..` leaving the root are reported. The contract says artifact paths are relative to the project root: the parent resolves them against its own checkout, where `/home/agent/\u2026` does not exist. Stripping the prefix would be a guess, so there is no fix.",wrong:`{
  "artifacts": [{"type": "plan", "path": "/home/agent/repo/specs/12_x/plans/implementation-001.md", "summary": "Plan"}]
}
`,right:`{
  "artifacts": [{"type": "plan", "path": "specs/12_x/plans/implementation-001.md", "summary": "Plan"}]
}
`,check(e){let t=e.root?.artifacts;!Array.isArray(t)||e.kind==="progress"||t.forEach((r,s)=>{let n=R(r);if(n===void 0)return;let a=j(n);if(!a)return;let i=typeof r=="string"?`/artifacts/${s}`:`/artifacts/${s}/path`;e.report({message:`Unexpected ${L(a)} \`${n}\`, expected a path relative to the project root`,place:e.at(i),pointer:i})})}};var ct={missing:"absent file",empty:"empty file","not-file":"path that is not a regular file","outside-root":"path leading out of the root",unreadable:"unreadable file"},Oe={id:"artifact-missing",severity:"error",fixable:!1,description:"An artifact path names no non-empty regular file under the root directory.",rationale:"Checked only when a root is given (`--root DIR`, or the `checkArtifact` option of the node-only module); paths are resolved inside the root and never followed out of it. The contract\u2019s validation checks that artifacts exist on disk and are non-empty: a return that lists a report it never wrote (\u201Cphantom research\u201D) must not pass. Symbolic links leading outside the root are reported rather than followed.",wrong:`{
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/never-written.md", "summary": "Findings"}]
}
`,right:`{
  "artifacts": [{"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings"}]
}
`,exampleOptions:{checkArtifact:e=>e==="specs/259_x/reports/research-001.md"?"file":"missing"},check(e){let t=e.options.checkArtifact,r=e.root?.artifacts;!t||!Array.isArray(r)||e.kind==="progress"||r.forEach((s,n)=>{let a=R(s);if(a===void 0||j(a))return;let i=t(a);if(i==="file")return;let o=typeof s=="string"?`/artifacts/${n}`:`/artifacts/${n}/path`;e.report({message:`Unexpected ${ct[i]} \`${a}\`, expected a non-empty file under the root`,place:e.at(o),pointer:o})})}};var Se={id:"session-id-mismatch",severity:"error",fixable:!1,description:"The session id is not the one the parent expects.",rationale:"Read from `metadata.session_id` or a top-level `session_id`; checked only when the expected id is given (`--session-id`, option `sessionId`). The session id ties a return to the delegation that asked for it; a stale file left by an earlier run, or a child answering for another task, carries another id and must not be taken as this delegation\u2019s answer.",wrong:`{
  "metadata": {"session_id": "sess_1736600000_old999"}
}
`,right:`{
  "metadata": {"session_id": "sess_1736700000_abc123"}
}
`,exampleOptions:{sessionId:"sess_1736700000_abc123"},check(e){let{root:t,options:r,report:s}=e,n=r.sessionId;if(!t||n===void 0||e.kind==="progress")return;let a=t.metadata,i=u(a)&&Object.hasOwn(a,"session_id")?"/metadata/session_id":Object.hasOwn(t,"session_id")?"/session_id":void 0;if(!i)return;let o=e.get(i);o!==n&&s({message:`Unexpected session id ${typeof o=="string"?`\`${o}\``:String(JSON.stringify(o))}, expected \`${n}\``,place:e.at(i),pointer:i,expected:[n],note:"A file from another delegation (or an earlier run) must not be read as this one\u2019s return."})}};var Ae={id:"started-at-missing",severity:"warning",fixable:!1,description:'A return-metadata file with `"status": "in_progress"` (early metadata) has no `started_at` timestamp.',rationale:"Early metadata exists so that a parent can tell an interrupted child from a running one; without the start time it cannot compute how long the child has been running. The time cannot be recovered afterwards, so there is no fix.",wrong:`{
  "status": "in_progress",
  "artifacts": []
}
`,right:`{
  "status": "in_progress",
  "started_at": "2026-01-28T10:30:00Z",
  "artifacts": []
}
`,check(e){let{root:t,report:r}=e;!t||e.kind!=="meta"||t.status!=="in_progress"||t.started_at!=null||r({message:"Missing field `started_at` with status `in_progress`, expected the ISO 8601 time the agent started",place:e.at("/status"),pointer:"/started_at",expected:["started_at"]})}};var Re={id:"partial-progress-missing",severity:"warning",fixable:!1,description:"A return-metadata file with status `in_progress` or `partial` has no `partial_progress` object (`stage`, `details`).",rationale:"When a child is interrupted or stops part-way, `partial_progress` is what tells the next run where to resume; without it the work is redone from the start.",wrong:`{
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
`,check(e){let{root:t,report:r}=e;if(!t||e.kind!=="meta"||t.partial_progress!=null)return;let s=t.status;s!=="in_progress"&&s!=="partial"||r({message:`Missing field \`partial_progress\` with status \`${s}\`, expected \`stage\` and \`details\` saying where to resume`,place:e.at("/status"),pointer:"/partial_progress",expected:["partial_progress"]})}};var Te="partial-progress-unexpected",pt=new Set(["in_progress","partial"]),Ne={id:Te,severity:"warning",fixable:!1,optIn:!0,description:"Opt-in: a return-metadata file has `partial_progress` with a status other than `in_progress` or `partial`.",rationale:'Off unless a configuration enables it (`"rules": {"partial-progress-unexpected": "warn"}`). The family\u2019s own validator allows `partial_progress` only while a run can be resumed; teams that resume from it read a leftover stage of a finished run as work still to do. `null` reads as absent and is never reported.',wrong:`{
  "status": "implemented",
  "artifacts": [],
  "partial_progress": {"stage": "phase_2_completed", "details": "Phases 1-2 done."}
}
`,right:`{
  "status": "implemented",
  "artifacts": []
}
`,exampleOptions:{rules:{[Te]:"warn"}},check(e){let{root:t,report:r}=e;if(!t||e.kind!=="meta"||t.partial_progress==null)return;let s=t.status;typeof s!="string"||pt.has(s)||r({message:`Unexpected \`partial_progress\` with status \`${s}\`, expected it only with \`in_progress\` or \`partial\``,place:e.keyAt("/partial_progress"),pointer:"/partial_progress"})}};var Ue="artifacts-required-on-success",Je={id:Ue,severity:"error",fixable:!1,optIn:!0,description:"Opt-in: a return with a success status lists no artifact.",rationale:'Off unless a configuration enables it (`"rules": {"artifacts-required-on-success": "error"}`). The contract allows an empty `artifacts` list, but the family\u2019s own validator refuses a success without one, and teams whose skills link the first artifact into the task (`.artifacts[0].path`) rely on that: a success that produced nothing is then a failure in disguise. A sync or commit that writes no file should not enable it.',wrong:`{
  "status": "researched",
  "artifacts": []
}
`,right:`{
  "status": "researched",
  "artifacts": [
    {"type": "report", "path": "specs/259_x/reports/research-001.md", "summary": "Findings and proof strategy"}
  ]
}
`,exampleOptions:{rules:{[Ue]:"error"}},check(e){let{root:t,report:r}=e;if(!t||e.kind==="progress")return;let s=t.status;if(typeof s!="string"||!T.has(s))return;let n=t.artifacts;Array.isArray(n)&&n.length>0||r({message:`Unexpected ${Array.isArray(n)?"empty `artifacts`":"missing `artifacts`"} with status \`${s}\`, expected at least one artifact`,place:e.at(Array.isArray(n)?"/artifacts":"/status"),pointer:"/artifacts",expected:["artifacts"]})}};var Pe={id:"completion-data-missing",severity:"error",fixable:!1,description:'A return-metadata file with `"status": "implemented"` has no `completion_data` object (with its `completion_summary`).',rationale:"The contract makes `completion_data.completion_summary` mandatory for every `implemented` return: the parent copies it into the task state at postflight, and the task closes without a record of what was done when it is absent.",wrong:`{
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
`,check(e){let{root:t,report:r}=e;!t||e.kind!=="meta"||t.status!=="implemented"||t.completion_data!=null||r({message:"Missing field `completion_data` with status `implemented`, expected a `completion_summary` of what was accomplished",place:e.at("/status"),pointer:"/completion_data",expected:["completion_data"]})}};var Ie={id:"errors-missing",severity:"warning",fixable:!1,description:"A return-metadata file or console return with status `partial`, `failed` or `blocked` has no `errors`, or an empty list.",rationale:"A parent facing a partial or failed child decides between retrying, resuming and escalating from `errors[].recoverable` and `recommendation`; without them it can only guess. The error cannot be reconstructed from the file, so there is no fix.",wrong:`{
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
`,check(e){let{root:t,report:r}=e;if(!t||e.kind==="progress")return;let s=t.status;if(typeof s!="string"||!ee.has(s))return;let n=t.errors;n!=null&&!(Array.isArray(n)&&n.length===0)||r({message:`${n==null?"Missing field `errors`":"Unexpected empty `errors`"} with status \`${s}\`, expected at least one error with \`type\`, \`message\`, \`recoverable\` and \`recommendation\``,place:n==null?e.at("/status"):e.at("/errors"),pointer:"/errors",expected:["errors"]})}};var Ce={id:"errors-on-success",severity:"error",fixable:!1,description:'A return with a success status lists an error that a retry cannot mend (`"recoverable": false`).',rationale:"The contract lists `errors` for partial, failed and blocked runs. An error that cannot be recovered from, under a status saying the work succeeded, leaves the parent two answers to choose from; it takes neither. Recoverable errors a successful run worked around are not reported.",wrong:`{
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
`,check(e){let{root:t,report:r}=e;if(!t||e.kind==="progress")return;let s=t.status,n=t.errors;if(typeof s!="string"||!T.has(s)||!Array.isArray(n))return;let a=n.findIndex(i=>u(i)&&i.recoverable===!1);a<0||r({message:`Unexpected error that cannot be recovered from (\`errors/${a}\`) with status \`${s}\`, expected a failure status (\`failed\`, \`blocked\`, \`partial\`) or no such error`,place:e.at(`/errors/${a}/recoverable`),pointer:`/errors/${a}`,expected:["failed","blocked","partial"]})}};var Ee={id:"summary-too-long",severity:"error",fixable:!1,description:"The `summary` of a console return has 100 tokens or more.",rationale:"The limit is configurable with `summaryTokenLimit`; tokens are counted with the cl100k_base tokenizer when it is loaded (the CLI does), else estimated. The console return lands in the orchestrator\u2019s context window; the summary is capped at under 100 tokens (2-5 sentences) to keep that window from bloating. Details belong in the artifacts.",wrong:`{
  "status": "completed",
  "summary": "Implemented the context-based representation theorem using the Lean idiomatic List Formula encoding throughout the Bimodal theory, eliminating set-based provability in every module that used it, updating fourteen call sites in the metalogic and the soundness files, adding nine new lemmas about context extension, weakening and exchange, rewriting the soundness proof so that it matches the new definitions, keeping every public name backward compatible through deprecated aliases that forward to the new definitions, running the full build and test suite twice, and writing an implementation summary that records each decision and the remaining open questions for review."
}
`,right:`{
  "status": "completed",
  "summary": "Implemented the context-based representation theorem; set-based provability is gone and old names forward to the new ones."
}
`,check(e){let{root:t,options:r,report:s}=e,n=t?.summary;if(typeof n!="string"||e.kind!=="subagent")return;let a=r.summaryTokenLimit??100,i=r.countTokens!==void 0,o=i?r.countTokens(n):le(n);o<a||s({message:`Unexpected summary of ${i?"":"about "}${o} tokens, expected fewer than ${a}`,place:e.at("/summary"),pointer:"/summary",note:i?"Counted with the cl100k_base tokenizer.":"Estimated; for an exact count, install the optional package `gpt-tokenizer` and pass `countTokens` from `loadTokenCounter()` (the CLI counts exactly)."})}};var Me={id:"objective-id-duplicate",severity:"error",fixable:!1,description:"Two objectives of a progress file have the same `id`.",rationale:"`current_objective` and successors name objectives by id; with two objectives under one id, \u201Cresume objective 2\u201D is ambiguous. Ids are immutable, so renumbering is left to a person.",wrong:`{
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
`,check(e){let t=e.root?.objectives;if(!Array.isArray(t)||e.kind!=="progress")return;let r=new Map;t.forEach((s,n)=>{if(!u(s)||!Object.hasOwn(s,"id"))return;let a=JSON.stringify(s.id),i=r.get(a);if(i===void 0){r.set(a,n);return}let o=`/objectives/${n}/id`;e.report({message:`Unexpected duplicate objective id ${a}, expected ids unique within the phase`,place:e.at(o),pointer:o,cause:{message:"First used here",place:e.at(`/objectives/${i}/id`)}})})}};var De={id:"current-objective-unknown",severity:"error",fixable:!1,description:"The `current_objective` of a progress file names no objective.",rationale:"No objective has that `id`; a value that is not an integer is `field-type-invalid`. A successor resumes at `current_objective`; an id that names nothing leaves it to guess where work stopped.",wrong:`{
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
`,check(e){let{root:t,report:r}=e;if(!t||e.kind!=="progress")return;let s=t.current_objective,n=t.objectives;if(typeof s!="number"||!Array.isArray(n))return;let a=n.flatMap(i=>u(i)&&Object.hasOwn(i,"id")?[i.id]:[]);a.includes(s)||r({message:`Unexpected current objective ${s}, expected the id of an objective`+(a.length>0?` (${a.map(i=>JSON.stringify(i)).join(", ")})`:""),place:e.at("/current_objective"),pointer:"/current_objective",expected:a.map(i=>JSON.stringify(i))})}};var Fe={id:"objective-status-invalid",severity:"error",fixable:!0,description:"An objective\u2019s `status` is outside `not_started`, `in_progress`, `done`, `blocked`.",rationale:"The nearest status is suggested (`completed` \u2192 `done`, `pending` \u2192 `not_started`). Successors find the resume point by looking for the first objective not `done`; `completed` or `pending` fall outside that vocabulary and hide finished or unstarted work. `--fix` rewrites the status only under `--rewrite-status`, since it changes a value.",wrong:`{
  "objectives": [
    {"id": 1, "description": "Define the state", "status": "completed"}
  ]
}
`,right:`{
  "objectives": [
    {"id": 1, "description": "Define the state", "status": "done"}
  ]
}
`,check(e){let{root:t,options:r,report:s}=e,n=t?.objectives;!Array.isArray(n)||e.kind!=="progress"||n.forEach((a,i)=>{let o=u(a)?a.status:void 0;if(typeof o!="string"||S.includes(o))return;let c=oe(o,r.statuses);if(c!==void 0&&v(o,r.statuses))return;let p=c??ie(o),l=`/objectives/${i}/status`,d=e.node(l),m=r.rewriteStatus&&c&&d?e.replace(d,JSON.stringify(p)):void 0;s({message:`Unexpected objective status \`${o}\`, expected `+(p?`\`${p}\``:S.map(f=>`\`${f}\``).join(", ")),place:e.at(l),pointer:l,expected:p?[p]:[...S],...m?{fix:m}:{}})})}};var ze={id:"approach-result-invalid",severity:"error",fixable:!0,description:"An approach\u2019s `result` is outside `failed`, `partial`, `blocked`.",rationale:"The nearest result is suggested (`rejected` \u2192 `failed`, `partial_success` \u2192 `partial`). `approaches_tried` exists so that successors do not retry what failed; they filter on `result`, and free text (`Failed - scope too limited`) belongs in `reason`. `--fix` rewrites the result only under `--rewrite-status`, since it changes a value.",wrong:`{
  "approaches_tried": [
    {"approach": "Direct induction", "result": "rejected", "reason": "Does not preserve the invariant"}
  ]
}
`,right:`{
  "approaches_tried": [
    {"approach": "Direct induction", "result": "failed", "reason": "Does not preserve the invariant"}
  ]
}
`,check(e){let{root:t,options:r,report:s}=e,n=t?.approaches_tried;!Array.isArray(n)||e.kind!=="progress"||n.forEach((a,i)=>{let o=u(a)?a.result:void 0;if(typeof o!="string"||A.includes(o))return;let c=ce(o,r.statuses);if(c!==void 0&&v(o,r.statuses))return;let p=c??pe(o),l=`/approaches_tried/${i}/result`,d=e.node(l),m=/^[\w-]+$/.test(o.trim()),f=r.rewriteStatus&&c&&d&&m?e.replace(d,JSON.stringify(p)):void 0,y=o.length>40?o.slice(0,37)+"\u2026":o;s({message:`Unexpected approach result \`${y}\`, expected `+(p?`\`${p}\``:A.map(h=>`\`${h}\``).join(", ")),place:e.at(l),pointer:l,expected:p?[p]:[...A],...m?{}:{note:"Put the explanation in `reason` and keep `result` to one word."},...f?{fix:f}:{}})})}};var qe={id:"last-updated-before-started-at",severity:"error",fixable:!1,description:"The `last_updated` time of a progress file is earlier than its `started_at` time.",rationale:"A progress file is updated after work starts; an update time before the start means one of the two timestamps is wrong (often a local time written with `Z`), and staleness checks based on them misfire.",wrong:`{
  "started_at": "2026-02-12T10:30:00Z",
  "last_updated": "2026-02-12T09:45:00Z"
}
`,right:`{
  "started_at": "2026-02-12T10:30:00Z",
  "last_updated": "2026-02-12T11:45:00Z"
}
`,check(e){let{root:t,report:r}=e;if(!t||e.kind!=="progress")return;let s=t.started_at,n=t.last_updated;if(typeof s!="string"||typeof n!="string")return;let a=Date.parse(s),i=Date.parse(n);Number.isNaN(a)||Number.isNaN(i)||i>=a||r({message:`Unexpected \`last_updated\` ${n} before \`started_at\` ${s}, expected a time at or after the start`,place:e.at("/last_updated"),pointer:"/last_updated",cause:{message:"Started here",place:e.at("/started_at")}})}};function Le(e){let t=new Map;return Array.isArray(e)&&e.forEach((r,s)=>{if(!u(r)||!Object.hasOwn(r,"id"))return;let n=JSON.stringify(r.id);t.has(n)||t.set(n,{index:s,description:r.description})}),t}var Ve={id:"objective-changed",severity:"error",fixable:!1,description:"An objective was removed or its description changed since the previous version.",rationale:'Compared with the previous version of the progress file (`--previous OLD.json`, option `previous`). Objective ids and descriptions are immutable once created: only `status` and `note` change. A successor that rewrites or drops objectives erases the plan it was handed and can report work as done that was never planned. Adding objectives is allowed. The examples are later versions of `{"objectives": [{"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "in_progress"}]}`.',wrong:`{
  "objectives": [
    {"id": 2, "description": "Skip insert_P", "status": "done"}
  ]
}
`,right:`{
  "objectives": [
    {"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "done", "note": "Backward case via P-consistency"}
  ]
}
`,exampleOptions:{previous:'{"objectives": [{"id": 2, "description": "Prove insert_P preserves GHCoherent", "status": "in_progress"}]}'},check(e){let{root:t,previous:r,report:s}=e;if(!t||!r||e.kind!=="progress")return;let n=Le(r.objectives),a=Le(t.objectives);for(let[i,o]of n){let c=a.get(i);if(!c){s({message:`Unexpected removal of objective ${i}, expected every objective of the previous version to stay`,place:e.at("/objectives"),pointer:"/objectives",note:`Previously: ${JSON.stringify(o.description)}.`});continue}if(JSON.stringify(c.description)===JSON.stringify(o.description))continue;let p=`/objectives/${c.index}/description`;s({message:`Unexpected change of the description of objective ${i}, expected ${JSON.stringify(o.description)} as before`,place:e.at(p),pointer:p,expected:typeof o.description=="string"?[o.description]:[]})}}};var Ze={id:"handoff-count-decreased",severity:"error",fixable:!1,description:"The `handoff_count` of a progress file is lower than in its previous version (`--previous OLD.json`, option `previous`).",rationale:'Each handoff increments the count; parents use it to stop a phase that keeps exhausting its context. A count that goes down hides handoffs, so a looping phase is never stopped. The examples are later versions of `{"handoff_count": 2}`.',wrong:`{
  "handoff_count": 0
}
`,right:`{
  "handoff_count": 3
}
`,exampleOptions:{previous:'{"handoff_count": 2}'},check(e){let{root:t,previous:r,report:s}=e;if(!t||!r||e.kind!=="progress")return;let n=r.handoff_count,a=t.handoff_count;typeof n!="number"||typeof a!="number"||a>=n||s({message:`Unexpected \`handoff_count\` ${a}, expected at least ${n} as in the previous version`,place:e.at("/handoff_count"),pointer:"/handoff_count",expected:[String(n)]})}};var bn=[C,E],F=[C,E,me,ge,ye,be],Be=[ve,xe,ke,_e,je,$e,Oe,Se,Ie,Ce,Je],dt=[...F,D,we,...Be,Ae,Re,Ne,Pe,de],lt=[...F,...Be,Ee],ut=[...F,D,Me,De,Fe,ze,qe,Ve,Ze],wn=[...new Set([...dt,...lt,...ut])];export{me as a,k as b,he as c,_t as d,ge as e,bn as f,dt as g,lt as h,ut as i};
