#!/usr/bin/env node
import{a as E}from"./chunk-CNQGYVX6.js";import{m as C,n as h,o as J}from"./chunk-AGGR3VTA.js";import{a as g}from"./chunk-EVXUSSKQ.js";import"./chunk-CZL2G4OZ.js";import"./chunk-T5WCFWTQ.js";import{homedir as tt}from"node:os";import{join as B,resolve as O}from"node:path";import{parseArgs as et}from"node:util";import{readFile as z,mkdir as K,stat as D}from"node:fs/promises";import{dirname as M,join as x}from"node:path";import{pathToFileURL as L}from"node:url";var v=["claude","codex","kilo"];function S(e){return/^[\w@%+=:,./-]+$/.test(e)?e:`'${e.replace(/'/g,"'\\''")}'`}function R(e,t){return`${S(e)} ${S(t)}`}function W(e){return L(x(M(e),"index.js")).href}async function P(e){try{let t=await D(e);return t.isFile()?{text:await z(e,"utf8"),readStat:{ino:t.ino,size:t.size,mtimeMs:t.mtimeMs}}:{error:`${e} is not a regular file`}}catch(t){return t.code==="ENOENT"?void 0:{error:`cannot read ${e} (${t.code??String(t)})`}}}function p(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Q(e,t){return typeof e=="string"&&(e.startsWith(`${t} hook`)||/handback/.test(e)&&/\shook(\s|$)/.test(e))}async function H(e){let t=await P(e);if(t===void 0)return{value:{},existed:!1};if("error"in t)return t;if(t.text.trim()==="")return{value:{},readStat:t.readStat,existed:!0};let n;try{n=JSON.parse(t.text)}catch(r){return{error:`${e} is not valid JSON (${r instanceof Error?r.message:String(r)}); nothing was changed`}}return p(n)?{value:n,readStat:t.readStat,existed:!0}:{error:`${e} does not hold a JSON object; nothing was changed`}}function $(e,t,n,r,s,o){let i=n?r===t?"unchanged":"updated":"created";return{path:e,content:t,action:i,summary:i==="unchanged"?"already set up":s,...o?{readStat:o}:{}}}async function V(e){let t=[],n=x(e.dir,".claude","settings.json"),r=await H(n);if("error"in r)return{ok:!1,message:r.error};let s=r.existed?`${JSON.stringify(r.value,null,2)}
`:void 0,o=structuredClone(r.value);if(o.hooks!==void 0&&!p(o.hooks))return{ok:!1,message:`${n}: \`hooks\` is not an object; nothing was changed`};let i=o.hooks??{},u=i.SubagentStop??[];if(!Array.isArray(u))return{ok:!1,message:`${n}: \`hooks.SubagentStop\` is not a list; nothing was changed`};let k=`${e.command} hook ${e.hookArgs.map(S).join(" ")}`.trim(),w={type:"command",command:k,timeout:30},b=0,l=u.map(c=>{if(!p(c)||!Array.isArray(c.hooks))return c;let a=c.hooks.filter(f=>!(p(f)&&Q(f.command,e.command)));return b+=c.hooks.length-a.length,{...c,hooks:a}}).filter(c=>!(p(c)&&Array.isArray(c.hooks)&&c.hooks.length===0));i.SubagentStop=[...l,{hooks:[w]}],o.hooks=i;let y=r.existed&&JSON.stringify(o)===JSON.stringify(r.value),d=y?s:`${JSON.stringify(o,null,2)}
`;if(t.push($(n,d,r.existed,y?d:s,`${b>0?"replaced handback's":"added a"} SubagentStop hook: ${k}`,r.readStat)),e.mcp){let c=x(e.dir,".mcp.json"),a=await H(c);if("error"in a)return{ok:!1,message:a.error};let f=a.existed?`${JSON.stringify(a.value,null,2)}
`:void 0,m=structuredClone(a.value);if(m.mcpServers!==void 0&&!p(m.mcpServers))return{ok:!1,message:`${c}: \`mcpServers\` is not an object; nothing was changed`};let N=m.mcpServers??{},[T,...F]=X(e.command);N.handback={command:T,args:[...F,"mcp"]},m.mcpServers=N;let j=a.existed&&JSON.stringify(m)===JSON.stringify(a.value),A=j?f:`${JSON.stringify(m,null,2)}
`;t.push($(c,A,a.existed,j?A:f,`${a.existed&&p(a.value.mcpServers)&&"handback"in a.value.mcpServers?"replaced":"added"} the MCP server \`handback\``,a.readStat))}let I=[`Put \`handback template\` at the end of each child's brief: the hook checks the children whose brief holds its first words${e.hookArgs.includes("--when-asked")?"":" (here: every child)"}.`];return e.mcp&&I.push("In `claude -p`, allow the tools with `--allowedTools mcp__handback`; interactive sessions ask to approve the project's MCP server once."),{ok:!0,plan:{writes:t,notes:I}}}function X(e){let t=[],n=/'((?:[^']|'\\'')*)'|(\S+)/g;for(let r of e.matchAll(n))t.push(r[1]!==void 0?r[1].replace(/'\\''/g,"'"):r[2]);return t}function q(e){return JSON.stringify(e)}async function G(e){let t=e.codexConfig,n=await P(t);if(n!==void 0&&"error"in n)return{ok:!1,message:n.error};let r=n?.text??"",s=`${e.command} hook ${e.hookArgs.map(S).join(" ")}`.trim(),o=["Codex runs only the hooks someone has trusted, and skips the others without a word: trust this one in Codex (`/hooks` in an interactive session), or run `codex exec --dangerously-bypass-hook-trust` where the hook sources are vetted.","Codex subagents need `--enable multi_agent_v2`. Their briefs are sealed (`encrypted_content`), so each child is checked."];if(r.includes(`${e.command} hook`)||/\[\[hooks\.SubagentStop\.hooks\]\][^[]*handback[^\n]*\shook\b/s.test(r))return{ok:!0,plan:{writes:[{path:t,content:r,action:"unchanged",summary:"already has a handback SubagentStop hook (left as it is; edit it by hand to change its options)"}],notes:o}};let i=`
[[hooks.SubagentStop]]

[[hooks.SubagentStop.hooks]]
type = "command"
command = ${q(s)}
timeout = 30
`,u=r===""?i.slice(1):`${r}${r.endsWith(`
`)?"":`
`}${i}`;return{ok:!0,plan:{writes:[$(t,u,n!==void 0,r,`added a SubagentStop hook: ${s}`,n?.readStat)],notes:o}}}function Y(e,t){let n=t.includes("--when-asked"),r=t.indexOf("--max-blocks"),s=r>=0&&Number(t[r+1])||2;return`// handback: checks what a Kilo \`task\` child hands back before its parent reads it (written by \`handback init kilo\`).
// A return that fails its contract gets handback's correction appended, for the parent to send back to the same child.
import {formatInstructionsMarker, review} from ${JSON.stringify(e)}

const whenAsked = ${JSON.stringify(n)}
const maxBlocks = ${s}
const corrections = new Map()

export const HandbackPlugin = async () => ({
  'tool.execute.after': async (input, output) => {
    if (input?.tool !== 'task' || typeof output?.output !== 'string') return
    const prompt = typeof input.args?.prompt === 'string' ? input.args.prompt : ''
    const child = String(output.metadata?.sessionId ?? input.args?.task_id ?? input.callID)
    if (whenAsked && !prompt.includes(formatInstructionsMarker) && !corrections.has(child)) return
    const result = review(output.output, {attempt: 1})
    const fails = result.report === null || result.diagnostics.some((diagnostic) => diagnostic.severity === 'error')
    if (!fails || typeof result.correction !== 'string') {
      corrections.delete(child)
      return
    }

    const spent = corrections.get(child) ?? 0
    if (spent >= maxBlocks) {
      output.output += \`\\n\\n[handback] The child's return above still fails its contract after \${spent} correction\${spent === 1 ? '' : 's'}; review it before use. \${JSON.stringify(result.decision.reason)}\`
      return
    }

    corrections.set(child, spent + 1)
    output.output += \`\\n\\n[handback] The child's return above fails its contract. Call the task tool again with task_id \${JSON.stringify(child)} and this correction as the prompt, word for word:\\n\\n<handback-correction>\\n\${result.correction}\\n</handback-correction>\`
  }
})
`}async function Z(e){let t=x(e.dir,".kilo","plugin","handback.js"),n=await P(t);if(n!==void 0&&"error"in n)return{ok:!1,message:n.error};let r=Y(e.libraryUrl,e.hookArgs),s=["Kilo loads the plugin when it starts. Put `handback template` at the end of each child's brief (the `prompt` of `task`)."];return{ok:!0,plan:{writes:[$(t,r,n!==void 0,n?.text,"wrote the plugin that checks `task` results",n?.readStat)],notes:s}}}async function U(e,t){return e==="claude"?V(t):e==="codex"?G(t):Z(t)}async function _(e){for(let t of e.writes){if(t.action==="unchanged")continue;await K(M(t.path),{recursive:!0});let n=await E(t.path,t.content,t.readStat?{unchangedSince:t.readStat}:void 0);if(!n.ok)return{ok:!1,message:`${t.path} was not written: ${n.message}`}}return{ok:!0}}async function mt(e,t){let{values:n,positionals:r}=et({args:e,allowPositionals:!0,strict:!0,options:{dir:{type:"string"},config:{type:"string"},command:{type:"string"},mcp:{type:"boolean"},"dry-run":{type:"boolean"},"max-blocks":{type:"string"},"on-exhausted":{type:"string"},agents:{type:"string"},"every-child":{type:"boolean"},help:{type:"boolean",short:"h"}}});if(n.help)return t.stdout(C),0;if(r.length!==1)throw new h(`init takes one host: ${v.join(", ")}`);let s=r[0];if(!v.includes(s))throw new h(`init expects one of ${v.join(", ")}, got \`${r[0]}\``);if(s!=="claude"&&n.mcp)throw new h("--mcp is for claude only");if(s!=="codex"&&n.config!==void 0)throw new h("--config is for codex only (claude and kilo use --dir)");let o=n["on-exhausted"]??"warn";if(o!=="allow"&&o!=="warn")throw new h(`--on-exhausted expects allow or warn, got \`${o}\``);let i=[];n["every-child"]||i.push("--when-asked"),n.agents!==void 0&&i.push("--agents",n.agents),n["max-blocks"]!==void 0&&i.push("--max-blocks",String(J("--max-blocks",n["max-blocks"]))),i.push("--on-exhausted",o);let u=t.program;if(n.command===void 0&&u===void 0)throw new h("cannot tell where handback is installed; give the command that runs it with --command");let k=n.command??R(u.node,u.script),w=t.env??{},b=w.CODEX_HOME??B(w.HOME??tt(),".codex"),l=await U(s,{command:k,dir:O(t.cwd,n.dir??"."),codexConfig:O(t.cwd,n.config??B(b,"config.toml")),hookArgs:i,mcp:n.mcp===!0,libraryUrl:W(u?.script??O(t.cwd,"dist/cli.js"))});if(!l.ok)return t.stderr(`handback init: ${g(l.message)}
`),1;if(!n["dry-run"]){let d=await _(l.plan);if(!d.ok)return t.stderr(`handback init: ${g(d.message)}
`),1}let y=n["dry-run"]?"would be ":"";for(let d of l.plan.writes)t.stdout(`${g(d.path)}: ${d.action==="unchanged"?"unchanged":y+d.action} \u2014 ${g(d.summary)}
`);for(let d of l.plan.notes)t.stdout(`note: ${d}
`);return 0}export{mt as initCommand};
