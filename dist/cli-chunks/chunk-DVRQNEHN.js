#!/usr/bin/env node
import{L as o,O as i}from"./chunk-WXTCWDVR.js";import{f as n}from"./chunk-LG6N2ZXC.js";var d={id:"claudemd-suggestions-missing",severity:"error",fixable:!1,description:"An `implemented` meta task has no `completion_data.claudemd_suggestions`.",rationale:'Checked only when the task\u2019s language is given as `meta` (`--language meta`, option `language`). Meta tasks change the agent system itself; `claudemd_suggestions` (or `"none"`) tells the parent which `.claude/` changes to propagate. The language is not in the file, so the check needs it from the caller.',wrong:`{
  "status": "implemented",
  "completion_data": {
    "completion_summary": "Created new-agent.md."
  }
}
`,right:`{
  "status": "implemented",
  "completion_data": {
    "completion_summary": "Created new-agent.md.",
    "claudemd_suggestions": "Added new-agent to the Skill-to-Agent Mapping table"
  }
}
`,exampleOptions:{language:"meta"},messages:{missing:"Missing field `claudemd_suggestions` in `completion_data` of a meta task, expected the `.claude/` changes made or `none`",missingStatusKey:"Missing Status key `claudemd_suggestions` for an implemented meta task, expected the `.claude/` changes made or `none`"},check(e){let{root:t,options:a,report:r}=e;if(!t||e.kind!=="meta"||a.language?.toLowerCase()!=="meta"||t.status!=="implemented")return;let s=t.completion_data;!n(s)||s.claudemd_suggestions!=null||r({messageId:"missing",place:e.openingAt("/completion_data"),pointer:"/completion_data/claudemd_suggestions",expected:["claudemd_suggestions"]})}};var y=new Set(["partial","failed","blocked"]);function _(e,t){let a=e==="subagent"?i:o;return[...new Set([...a,...t.artifactTypes??[]])]}function k(e){return typeof e=="string"?e:n(e)&&typeof e.path=="string"?e.path:void 0}export{y as a,_ as b,k as c,d};
