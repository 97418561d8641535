#!/usr/bin/env node
import{f as n}from"./chunk-LG6N2ZXC.js";var g=new Set(["partial","failed","blocked"]);function l(e,t){let s=e?.artifactTypes??[];return[...new Set([...s,...t.artifactTypes??[]])]}function p(e){return typeof e=="string"?e:n(e)&&typeof e.path=="string"?e.path:void 0}var h={id:"claudemd-suggestions-missing",severity:"error",fixable:!1,description:"An `implemented` meta task has no `completion_data.claudemd_suggestions`.",rationale:'Checked only when the task\u2019s language is given as `meta` (`--language meta`, option `language`). Meta tasks change the agent system itself; `claudemd_suggestions` (or `"none"`) tells the parent which `.claude/` changes to propagate. The language is not in the file, so the check needs it from the caller.',wrong:`{
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
`,exampleOptions:{language:"meta"},messages:{missing:"Missing field `claudemd_suggestions` in `completion_data` of a meta task, expected the `.claude/` changes made or `none`",missingStatusKey:"Missing Status key `claudemd_suggestions` for an implemented meta task, expected the `.claude/` changes made or `none`"},check(e){let{root:t,options:s,report:o}=e;if(!t||s.language?.toLowerCase()!=="meta"||t.status!=="implemented")return;let a=t.completion_data;!n(a)||a.claudemd_suggestions!=null||o({messageId:"missing",place:e.openingAt("/completion_data"),pointer:"/completion_data/claudemd_suggestions",expected:["claudemd_suggestions"]})}};export{g as a,l as b,p as c,h as d};
