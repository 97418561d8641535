#!/usr/bin/env node
import{a as D,b as H,d as l}from"./chunk-XQ7WSSLY.js";import{a as w}from"./chunk-BQAEVJRD.js";import{b as d,j as m}from"./chunk-OACMOOMT.js";import{b as p}from"./chunk-T4IVJCSP.js";import{a as f}from"./chunk-YGF2EFP3.js";import{a as v,d as x}from"./chunk-7WQMJG2I.js";import{a as j,b as T,c as P}from"./chunk-5JCRV653.js";import{a as c}from"./chunk-RUXR7OWQ.js";import{b as A,c as I}from"./chunk-N765G66W.js";import{h as R,i as _}from"./chunk-OXASCO75.js";import{e as b,f as y}from"./chunk-NMROJEKZ.js";import{c as h,f as u}from"./chunk-77B2MWQ7.js";var V={X:"x","":" ","~":"-","/":"-",">":"-",".":"-","\u2713":"x","\u2714":"x"},O={id:"todo-status-invalid",severity:"error",fixable:!0,description:"A todo\u2019s checkbox holds something other than the canonical ` `, `-` or `x`.",rationale:"The handoff contract gives three statuses: `- [ ]` pending, `- [-]` in progress, `- [x]` done. The child\u2019s reminders table reads exactly these; `[X]`, `[~]` or `[]` is read as something else or not at all. The fix writes the canonical status a common variant stands for (`X` \u2192 `x`, `~` and `/` \u2192 `-`, empty \u2192 space).",wrong:`- [X] Read evidence docs
- [~] Draft contract: handoff_packet.md
`,right:`- [x] Read evidence docs
- [-] Draft contract: handoff_packet.md
`,messages:{invalid:"Unexpected status `[{{written}}]`, expected `[ ]` (pending), `[-]` (in progress) or `[x]` (done)"},check({todos:t,report:e}){for(let n of t.items){if(n.status!==void 0)continue;let o=V[n.written.trim()===""?"":n.written.trim()];e({messageId:"invalid",data:{written:n.written},place:n.boxPlace,expected:Object.keys(j).map(i=>`[${i}]`),...o===void 0?{}:{fix:{range:n.boxRange,text:o}}})}}};var M={id:"todo-not-single-action",severity:"warning",fixable:!1,description:"A todo is empty, holds a second checkbox, or continues on the lines below it.",rationale:"The contract asks for one atomic action per line, so each line can be checked off on its own and the list reads as the execution order. An empty item is no action; a second `[ ]` on the line or an indented continuation is two actions (or a wrapped one) under one status.",wrong:`- [ ] Draft the contract - [ ] write the summary
- [ ] Run the tests
  and fix what fails
`,right:`- [ ] Draft the contract
- [ ] Write the summary
- [ ] Run the tests
- [ ] Fix what fails
`,messages:{empty:"Unexpected empty todo, expected one action after the checkbox",secondBox:"Unexpected second checkbox on a todo line, expected one action per line",continuation:"Unexpected continuation of a todo on the next line, expected one action per line"},check({todos:t,report:e}){for(let n of t.items)n.action===""?e({messageId:"empty",place:n.place}):n.secondBox?e({messageId:"secondBox",place:n.secondBox}):n.continuation&&e({messageId:"continuation",place:n.continuation})}};var U={id:"todo-line-invalid",severity:"warning",fixable:!1,description:"A line of a `todos` checklist is not a checklist item.",rationale:"Every line of `new_task.todos` becomes a row of the child\u2019s reminders table; a heading or a plain sentence becomes a row without a status. Only checked in a `todos` input, not in the prose of a handoff message.",wrong:`Steps:
- [ ] Read evidence docs
`,right:`- [ ] Read evidence docs
`,messages:{stray:"Unexpected line outside the checklist, expected `- [ ] action`"},check({todos:t,report:e}){for(let n of t.strayLines)e({messageId:"stray",place:n})}};var g=[O,M],C=[...g,U];var L={id:"handoff-packet-missing",severity:"error",fixable:!1,description:"A handoff message has no fenced JSON block holding the packet.",rationale:"The contract puts the packet, a fenced JSON object, first in `new_task.message`: it is the only structured channel the parent controls. Without it the child gets prose, and nothing can check its return against what was asked.",wrong:`Please draft the contracts and a summary.
`,right:`\`\`\`json
{
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [],
  "success_criteria": ["Contracts drafted"],
  "risks": []
}
\`\`\`
`,messages:{noPacket:"Unexpected handoff message without a fenced JSON block, expected the packet as its first block"},check({packet:t,report:e}){t.found==="none"&&e({messageId:"noPacket",place:{line:1,column:1,endLine:1,endColumn:1}})}};var S={id:"handoff-field-missing",severity:"error",fixable:!1,description:"A field the handoff packet requires is missing, at the top level or in an entry.",rationale:"Required: `task_id`, `objective`, `evidence`, `success_criteria` and `risks`; each evidence entry needs `path`, `purpose` and `required`, each risk `risk` and `mitigation`, each deliverable `path`, `description` and `must_create`, each interface entry `identifier`, `actual_value`, `source` and `citation`. A child cannot act on a pointer without its purpose, and a parent cannot check a deliverable without knowing whether it had to be created.",wrong:`\`\`\`json
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
`,messages:{missing:"Missing field `{{field}}` in {{holder}}"},check(t){for(let e of t.issues){if(!e.missing)continue;let n=e.parent===""?"the packet":`\`${e.parent.slice(1)}\``;t.report({messageId:"missing",data:{field:e.key,holder:n},place:t.openingAt(e.parent),pointer:e.pointer,expected:[e.key]})}}};var E={id:"handoff-field-type-invalid",severity:"error",fixable:!1,description:'A field of the handoff packet has the wrong type (a string where a list is due, `"true"` for a boolean, \u2026).',rationale:'A parent or child reading `required` or `must_create` as a boolean gets nothing from `"yes"`; a `success_criteria` string is one criterion where a list of criteria was meant. `null` for an optional field reads as absent.',wrong:`\`\`\`json
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
`,messages:{wrongType:"Unexpected {{value}} for `{{field}}`, expected {{expected}}"},check(t){for(let e of t.issues)e.missing||e.optional||t.report({messageId:"wrongType",data:{value:A(e.value),field:e.pointer.slice(1)||"the packet",expected:I(e.issue)},place:t.at(e.pointer),pointer:e.pointer})}};var J={id:"handoff-path-not-repo-relative",severity:"error",fixable:!1,description:"An evidence or deliverable path of the handoff packet is not relative to the repository root.",rationale:"The child resolves evidence paths, and the parent checks deliverables, against their own checkout: `/home/parent/repo/docs/a.md` exists in neither. Absolute and home-relative paths, URLs, drive letters, backslashes and `..` leaving the root are reported.",wrong:`\`\`\`json
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
`,messages:{notRepoRelative:"Unexpected {{problem}} `{{path}}`, expected a path relative to the repository root"},check(t){for(let e of["evidence","deliverables"]){let n=t.root?.[e];Array.isArray(n)&&n.forEach((o,i)=>{let s=o?.path;if(typeof s!="string")return;let a=v(s);if(!a)return;let r=`/${e}/${i}/path`;t.report({messageId:"notRepoRelative",data:{problem:x(a),path:s},place:t.at(r),pointer:r})})}}};var $={id:"handoff-deliverable-duplicate",severity:"error",fixable:!1,description:"Two deliverables of the handoff packet name the same path.",rationale:"Each deliverable is checked against the return on its own; two entries for one file give it two descriptions and possibly two `must_create` values, and the child cannot tell which holds.",wrong:`\`\`\`json
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
`,messages:{duplicate:"Unexpected second deliverable `{{path}}`, expected each path once"},check(t){let e=t.root?.deliverables;if(!Array.isArray(e))return;let n=new Map;e.forEach((o,i)=>{let s=o?.path;if(typeof s!="string")return;let a=s.replace(/^\.\//,""),r=n.get(a);if(r===void 0){n.set(a,i);return}let k=`/deliverables/${i}/path`;t.report({messageId:"duplicate",data:{path:s},place:t.at(k),pointer:k,cause:{message:"First named here",place:t.at(`/deliverables/${r}/path`)}})})}};var W={id:"handoff-schema-unknown",severity:"warning",fixable:!1,description:`\`handoff_schema\` names a version other than \`${c}\`.`,rationale:"The version tag says which contract the packet follows; a child or checker reading an unknown version cannot know the fields mean what this version says. The field is optional: a packet without it is read as this version.",wrong:`\`\`\`json
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
  "handoff_schema": "${c}",
  "task_id": "t-1",
  "objective": "Draft the contracts.",
  "evidence": [],
  "success_criteria": [],
  "risks": []
}
\`\`\`
`,messages:{unknown:"Unexpected handoff schema `{{version}}`, expected `{{expected}}`"},check(t){let e=t.root?.handoff_schema;typeof e!="string"||e===c||t.report({messageId:"unknown",data:{version:e.slice(0,60),expected:c},place:t.at("/handoff_schema"),pointer:"/handoff_schema",expected:[c]})}};var B=[L,S,E,J,$,W];var F=[...l,D,H],N=[...B,...g];function z(t){let{document:e}=t;return{document:e,root:t.root,packet:t.packet,issues:t.issues,todos:t.todos,get:n=>R(t.root,n),at:n=>e.valuePlace(n),keyAt:n=>e.keyPlace(n),openingAt(n){let o=e.nodes.get(n);return o?e.place(o.offset,Math.min(o.length,1)):e.valuePlace(n)}}}function G(t,e){if(t.refused)return[t.refused];let n=[];if(t.packet.found!=="none"){let o=b(t.document);if(o)return[o];let i=t.document.tooDeep||t.document.syntaxErrors.length>0;for(let s of d(i?l:F,_(void 0,t.document,e,void 0),e))n.push(s)}for(let o of d(N,z(t),e))n.push(o);return n.sort(p)}function q(t,e={}){let n=f(e),o=u(t,n.maxBytes,"handoff message");if(o)return[o];try{return[...m(n),...G(P(t),n)]}catch(i){return[h(i)]}}function K(t,e={}){let n=f(e),o=u(t,n.maxBytes,"todos checklist")??y(t);if(o)return[o];try{return[...m(n),...d(C,{todos:T(t)},n)].sort(p)}catch(i){return[h(i)]}}function X(t){return(e,n={})=>{let o=f(n),s=t(e,{...o,rules:{}}).filter(r=>r.ruleId==="todo-status-invalid"&&r.fix).map(r=>r.fix);if(typeof e!="string"||s.length===0)return{output:e,changed:!1,diagnostics:t(e,o),suppressed:[],meaningPreserved:!0};let a=w(e,s).output;return{output:a,changed:a!==e,diagnostics:t(a,o),suppressed:[],meaningPreserved:!0}}}var $e={lint:(t,e)=>({diagnostics:q(t,e),suppressed:[]}),fix:X(q)},We={lint:(t,e)=>({diagnostics:K(t,e),suppressed:[]}),fix:X(K)};export{C as a,F as b,N as c,G as d,q as e,$e as f,We as g};
