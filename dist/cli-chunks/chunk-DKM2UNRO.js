#!/usr/bin/env node
import{a as f}from"./chunk-YDRLTR3Z.js";import{a as _,b as R,c as j,e as T,f as $}from"./chunk-ULJTVQNQ.js";import{a as w,d as y}from"./chunk-7WQMJG2I.js";var A={" ":"pending","-":"in progress",x:"done"},W=/^([ \t]*)([-*+]|\d{1,9}[.)])[ \t]+\[([^\]\n]{0,3})\](.*)$/,q=/[-*+][ \t]+\[[ xX-]\][ \t]/;function B(e){return e===" "||e==="-"||e==="x"?e:void 0}function X(e,t=0,n){let a=[],r=[];if(typeof e!="string")return{items:a,strayLines:r};(typeof t!="number"||!Number.isFinite(t))&&(t=0);let s=Math.min(typeof n=="number"&&Number.isFinite(n)?n:e.length,e.length),o=1;for(let c=0;c<t&&c<e.length;c++)e.charCodeAt(c)===10&&o++;let i=Math.max(0,t),d;for(;i<s;){let c=e.indexOf(`
`,i);(c===-1||c>s)&&(c=s);let l=e.slice(i,c).replace(/\r$/,""),m={line:o,column:1,endLine:o,endColumn:l.length+1},v=W.exec(l);if(v){let[,F="",x="",p="",g=""]=v,u=l.indexOf("[",F.length+x.length)+1,h=q.exec(g),b=l.length-g.length+1,J=h?h.index-1:0;d={written:p,status:B(p),action:g.trim(),marker:x,line:o,place:m,boxPlace:{line:o,column:u,endLine:o,endColumn:u+p.length+2},boxRange:[i+u,i+u+p.length],continuation:void 0,secondBox:h?{line:o,column:b+J+1,endLine:o,endColumn:b+h.index+h[0].length}:void 0},a.push(d)}else l.trim()===""?d=void 0:d&&/^[ \t]+\S/.test(l)?d.continuation??=m:(d=void 0,r.push(m));i=c+1,o++}return{items:a,strayLines:r}}var E={X:"x","":" ","~":"-","/":"-",">":"-",".":"-","\u2713":"x","\u2714":"x"},P={id:"todo-status-invalid",severity:"error",fixable:!0,description:"A todo\u2019s checkbox holds something other than the canonical ` `, `-` or `x`.",rationale:"The handoff contract gives three statuses: `- [ ]` pending, `- [-]` in progress, `- [x]` done. The child\u2019s reminders table reads exactly these; `[X]`, `[~]` or `[]` is read as something else or not at all. The fix writes the canonical status a common variant stands for (`X` \u2192 `x`, `~` and `/` \u2192 `-`, empty \u2192 space).",wrong:`- [X] Read evidence docs
- [~] Draft contract: handoff_packet.md
`,right:`- [x] Read evidence docs
- [-] Draft contract: handoff_packet.md
`,check({todos:e,report:t}){for(let n of e.items){if(n.status!==void 0)continue;let a=E[n.written.trim()===""?"":n.written.trim()];t({message:`Unexpected status \`[${n.written}]\`, expected \`[ ]\` (pending), \`[-]\` (in progress) or \`[x]\` (done)`,place:n.boxPlace,expected:Object.keys(A).map(r=>`[${r}]`),...a===void 0?{}:{fix:{range:n.boxRange,text:a}}})}}};var S={id:"todo-not-single-action",severity:"warning",fixable:!1,description:"A todo is empty, holds a second checkbox, or continues on the lines below it.",rationale:"The contract asks for one atomic action per line, so each line can be checked off on its own and the list reads as the execution order. An empty item is no action; a second `[ ]` on the line or an indented continuation is two actions (or a wrapped one) under one status.",wrong:`- [ ] Draft the contract - [ ] write the summary
- [ ] Run the tests
  and fix what fails
`,right:`- [ ] Draft the contract
- [ ] Write the summary
- [ ] Run the tests
- [ ] Fix what fails
`,check({todos:e,report:t}){for(let n of e.items)n.action===""?t({message:"Unexpected empty todo, expected one action after the checkbox",place:n.place}):n.secondBox?t({message:"Unexpected second checkbox on a todo line, expected one action per line",place:n.secondBox}):n.continuation&&t({message:"Unexpected continuation of a todo on the next line, expected one action per line",place:n.continuation})}};var D={id:"todo-line-invalid",severity:"warning",fixable:!1,description:"A line of a `todos` checklist is not a checklist item.",rationale:"Every line of `new_task.todos` becomes a row of the child\u2019s reminders table; a heading or a plain sentence becomes a row without a status. Only checked in a `todos` input, not in the prose of a handoff message.",wrong:`Steps:
- [ ] Read evidence docs
`,right:`- [ ] Read evidence docs
`,check({todos:e,report:t}){for(let n of e.strayLines)t({message:"Unexpected line outside the checklist, expected `- [ ] action`",place:n})}};var k=[P,S],ee=[...k,D];var L={id:"handoff-packet-missing",severity:"error",fixable:!1,description:"A handoff message has no fenced JSON block holding the packet.",rationale:"The contract puts the packet, a fenced JSON object, first in `new_task.message`: it is the only structured channel the parent controls. Without it the child gets prose, and nothing can check its return against what was asked.",wrong:`Please draft the contracts and a summary.
`,right:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [],
  "success_criteria": ["Contracts drafted"],
  "risks": []
}
\`\`\`
`,check({packet:e,report:t}){e.found==="none"&&t({message:"Unexpected handoff message without a fenced JSON block, expected the packet as its first block",place:{line:1,column:1,endLine:1,endColumn:1}})}};var U={id:"handoff-field-missing",severity:"error",fixable:!1,description:"A field the handoff packet requires is missing, at the top level or in an entry.",rationale:"Required: `task_id`, `objective`, `evidence`, `success_criteria` and `risks`; each evidence entry needs `path`, `purpose` and `required`, each risk `risk` and `mitigation`, each deliverable `path`, `description` and `must_create`, each interface entry `identifier`, `actual_value`, `source` and `citation`. A child cannot act on a pointer without its purpose, and a parent cannot check a deliverable without knowing whether it had to be created.",wrong:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [{"path": "docs/a.md", "purpose": "Template"}],
  "success_criteria": [],
  "risks": []
}
\`\`\`
`,right:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [{"path": "docs/a.md", "purpose": "Template", "required": true}],
  "success_criteria": [],
  "risks": []
}
\`\`\`
`,check(e){for(let t of e.issues){if(!t.missing)continue;let n=t.parent===""?"the packet":`\`${t.parent.slice(1)}\``;e.report({message:`Missing field \`${t.key}\` in ${n}`,place:e.openingAt(t.parent),pointer:t.pointer,expected:[t.key]})}}};var C={id:"handoff-field-type-invalid",severity:"error",fixable:!1,description:'A field of the handoff packet has the wrong type (a string where a list is due, `"true"` for a boolean, \u2026).',rationale:'A parent or child reading `required` or `must_create` as a boolean gets nothing from `"yes"`; a `success_criteria` string is one criterion where a list of criteria was meant. `null` for an optional field reads as absent.',wrong:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [],
  "success_criteria": "Contracts drafted",
  "risks": []
}
\`\`\`
`,right:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [],
  "success_criteria": ["Contracts drafted"],
  "risks": []
}
\`\`\`
`,check(e){for(let t of e.issues)t.missing||t.optional||e.report({message:`Unexpected ${R(t.value)} for \`${t.pointer.slice(1)||"the packet"}\`, expected ${j(t.issue)}`,place:e.at(t.pointer),pointer:t.pointer})}};var I={id:"handoff-path-not-repo-relative",severity:"error",fixable:!1,description:"An evidence or deliverable path of the handoff packet is not relative to the repository root.",rationale:"The child resolves evidence paths, and the parent checks deliverables, against their own checkout: `/home/parent/repo/docs/a.md` exists in neither. Absolute and home-relative paths, URLs, drive letters, backslashes and `..` leaving the root are reported.",wrong:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Write the guide.",
  "evidence": [],
  "success_criteria": [],
  "risks": [],
  "deliverables": [{"path": "/home/me/repo/docs/guide.md", "description": "The guide", "must_create": true}]
}
\`\`\`
`,right:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Write the guide.",
  "evidence": [],
  "success_criteria": [],
  "risks": [],
  "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]
}
\`\`\`
`,check(e){for(let t of["evidence","deliverables"]){let n=e.root?.[t];Array.isArray(n)&&n.forEach((a,r)=>{let s=a?.path;if(typeof s!="string")return;let o=w(s);if(!o)return;let i=`/${t}/${r}/path`;e.report({message:`Unexpected ${y(o)} \`${s}\`, expected a path relative to the repository root`,place:e.at(i),pointer:i})})}}};var O={id:"handoff-deliverable-duplicate",severity:"error",fixable:!1,description:"Two deliverables of the handoff packet name the same path.",rationale:"Each deliverable is checked against the return on its own; two entries for one file give it two descriptions and possibly two `must_create` values, and the child cannot tell which holds.",wrong:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Write the guide.",
  "evidence": [],
  "success_criteria": [],
  "risks": [],
  "deliverables": [
    {"path": "docs/guide.md", "description": "The guide", "must_create": true},
    {"path": "docs/guide.md", "description": "Examples", "must_create": false}
  ]
}
\`\`\`
`,right:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Write the guide.",
  "evidence": [],
  "success_criteria": [],
  "risks": [],
  "deliverables": [
    {"path": "docs/guide.md", "description": "The guide, with examples", "must_create": true}
  ]
}
\`\`\`
`,check(e){let t=e.root?.deliverables;if(!Array.isArray(t))return;let n=new Map;t.forEach((a,r)=>{let s=a?.path;if(typeof s!="string")return;let o=s.replace(/^\.\//,""),i=n.get(o);if(i===void 0){n.set(o,r);return}let d=`/deliverables/${r}/path`;e.report({message:`Unexpected second deliverable \`${s}\`, expected each path once`,place:e.at(d),pointer:d,cause:{message:"First named here",place:e.at(`/deliverables/${i}/path`)}})})}};var N={id:"handoff-schema-unknown",severity:"warning",fixable:!1,description:`\`handoff_schema\` names a version other than \`${f}\`.`,rationale:"The version tag says which contract the packet follows; a child or checker reading an unknown version cannot know the fields mean what this version says. The field is optional: a packet without it is read as this version.",wrong:`\`\`\`json
{
  "handoff_schema": "handoff.v2",
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [],
  "success_criteria": [],
  "risks": []
}
\`\`\`
`,right:`\`\`\`json
{
  "handoff_schema": "${f}",
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [],
  "success_criteria": [],
  "risks": []
}
\`\`\`
`,check(e){let t=e.root?.handoff_schema;typeof t!="string"||t===f||e.report({message:`Unexpected handoff schema \`${t.slice(0,60)}\`, expected \`${f}\``,place:e.at("/handoff_schema"),pointer:"/handoff_schema",expected:[f]})}};var M=[L,U,C,I,O,N];var _e=[...$,_,T],Re=[...M,...k];export{X as a,ee as b,_e as c,Re as d};
