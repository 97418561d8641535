#!/usr/bin/env node
import{a as H}from"./chunk-CNQGYVX6.js";import{m as E,o as y,q as j}from"./chunk-IR5OJMGM.js";import{a as w}from"./chunk-EVXUSSKQ.js";import"./chunk-CZL2G4OZ.js";import"./chunk-T5WCFWTQ.js";import{homedir as ot}from"node:os";import{join as z,resolve as N}from"node:path";import{parseArgs as st}from"node:util";import{spawn as q}from"node:child_process";function M(e,t){return new Promise(n=>{let r=!1,o="",i=u=>{r||(r=!0,clearTimeout(h),c.kill(),n(u))},c=q(e,["app-server"],{cwd:t.cwd,env:t.env,stdio:["pipe","pipe","pipe"]}),h=setTimeout(()=>i({ok:!1,message:`\`${e} app-server\` did not answer within ${(t.timeoutMs??3e4)/1e3} s`}),t.timeoutMs??3e4);c.on("error",u=>i({ok:!1,message:`cannot run \`${e} app-server\` (${u.message})`})),c.on("close",u=>i({ok:!1,message:`\`${e} app-server\` ended (exit ${u}) before answering: ${o.trim().split(`
`).at(-1)??""}`})),c.stderr.setEncoding("utf8").on("data",u=>{o=(o+u).slice(-4e3)});let g=new Map,m="";c.stdout.setEncoding("utf8").on("data",u=>{m+=u;for(let l=m.indexOf(`
`);l>=0;l=m.indexOf(`
`)){let f=m.slice(0,l);m=m.slice(l+1);let a;try{a=JSON.parse(f)}catch{continue}typeof a.id=="number"&&g.has(a.id)&&(g.get(a.id)(a),g.delete(a.id))}});let x=0,p=(u,l)=>new Promise((f,a)=>{let d=++x;g.set(d,s=>s.error?a(new Error(`${u}: ${s.error.message??"error"}`)):f(s.result)),c.stdin.write(`${JSON.stringify({id:d,method:u,params:l})}
`)});(async()=>{await p("initialize",{clientInfo:{name:"handback",version:"0"}}),c.stdin.write(`${JSON.stringify({method:"initialized"})}
`);let l=((await p("hooks/list",{cwds:[t.cwd]})).data??[]).flatMap(d=>d.hooks??[]).filter(d=>d.handlerType==="command"&&d.command===t.command&&d.sourcePath===t.configFile);if(l.length===0)return i({ok:!1,message:`Codex does not list the hook \`${t.command}\` from ${t.configFile}`});let f=l.filter(d=>d.trustStatus==="trusted").map(d=>d.key),a=l.filter(d=>d.trustStatus!=="trusted");if(a.length>0){let d=Object.fromEntries(a.map(s=>[s.key,{trusted_hash:s.currentHash}]));await p("config/batchWrite",{edits:[{keyPath:"hooks.state",value:d,mergeStrategy:"upsert"}],filePath:t.configFile})}i({ok:!0,trusted:a.map(d=>d.key),already:f})})().catch(u=>i({ok:!1,message:u instanceof Error?u.message:String(u)}))})}import{readFile as Q,mkdir as V,stat as X}from"node:fs/promises";import{dirname as R,join as $}from"node:path";import{pathToFileURL as G}from"node:url";var O=["claude","codex","kilo"];function v(e){return/^[\w@%+=:,./-]+$/.test(e)?e:`'${e.replace(/'/g,"'\\''")}'`}function _(e,t){return`${v(e)} ${v(t)}`}function W(e){return G($(R(e),"index.js")).href}async function I(e){try{let t=await X(e);return t.isFile()?{text:await Q(e,"utf8"),readStat:{ino:t.ino,size:t.size,mtimeMs:t.mtimeMs}}:{error:`${e} is not a regular file`}}catch(t){return t.code==="ENOENT"?void 0:{error:`cannot read ${e} (${t.code??String(t)})`}}}function b(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Y(e,t){return typeof e=="string"&&(e.startsWith(`${t} hook`)||/handback/.test(e)&&/\shook(\s|$)/.test(e))}async function U(e){let t=await I(e);if(t===void 0)return{value:{},existed:!1};if("error"in t)return t;if(t.text.trim()==="")return{value:{},readStat:t.readStat,existed:!0};let n;try{n=JSON.parse(t.text)}catch(r){return{error:`${e} is not valid JSON (${r instanceof Error?r.message:String(r)}); nothing was changed`}}return b(n)?{value:n,readStat:t.readStat,existed:!0}:{error:`${e} does not hold a JSON object; nothing was changed`}}function P(e,t,n,r,o,i){let c=n?r===t?"unchanged":"updated":"created";return{path:e,content:t,action:c,summary:c==="unchanged"?"already set up":o,...i?{readStat:i}:{}}}async function Z(e){let t=[],n=$(e.dir,".claude","settings.json"),r=await U(n);if("error"in r)return{ok:!1,message:r.error};let o=r.existed?`${JSON.stringify(r.value,null,2)}
`:void 0,i=structuredClone(r.value);if(i.hooks!==void 0&&!b(i.hooks))return{ok:!1,message:`${n}: \`hooks\` is not an object; nothing was changed`};let c=i.hooks??{},h=c.SubagentStop??[];if(!Array.isArray(h))return{ok:!1,message:`${n}: \`hooks.SubagentStop\` is not a list; nothing was changed`};let g=`${e.command} hook ${e.hookArgs.map(v).join(" ")}`.trim(),m={type:"command",command:g,timeout:30},x=c.PostToolUse??[];if(!Array.isArray(x))return{ok:!1,message:`${n}: \`hooks.PostToolUse\` is not a list; nothing was changed`};let p=0,u=d=>d.map(s=>{if(!b(s)||!Array.isArray(s.hooks))return s;let S=s.hooks.filter(k=>!(b(k)&&Y(k.command,e.command)));return p+=s.hooks.length-S.length,{...s,hooks:S}}).filter(s=>!(b(s)&&Array.isArray(s.hooks)&&s.hooks.length===0));c.SubagentStop=[...u(h),{hooks:[m]}],c.PostToolUse=[...u(x),{matcher:"Agent|Task",hooks:[{type:"command",command:`${e.command} hook`,timeout:30}]}],i.hooks=c;let l=r.existed&&JSON.stringify(i)===JSON.stringify(r.value),f=l?o:`${JSON.stringify(i,null,2)}
`;if(t.push(P(n,f,r.existed,l?f:o,`${p>0?"replaced handback's":"added a"} SubagentStop hook (${g}) and a PostToolUse hook on Agent|Task that tells the parent the outcome`,r.readStat)),e.mcp){let d=$(e.dir,".mcp.json"),s=await U(d);if("error"in s)return{ok:!1,message:s.error};let S=s.existed?`${JSON.stringify(s.value,null,2)}
`:void 0,k=structuredClone(s.value);if(k.mcpServers!==void 0&&!b(k.mcpServers))return{ok:!1,message:`${d}: \`mcpServers\` is not an object; nothing was changed`};let A=k.mcpServers??{},[D,...L]=tt(e.command);A.handback={command:D,args:[...L,"mcp"]},k.mcpServers=A;let T=s.existed&&JSON.stringify(k)===JSON.stringify(s.value),J=T?S:`${JSON.stringify(k,null,2)}
`;t.push(P(d,J,s.existed,T?J:S,`${s.existed&&b(s.value.mcpServers)&&"handback"in s.value.mcpServers?"replaced":"added"} the MCP server \`handback\``,s.readStat))}let a=[e.hookArgs.includes("--when-asked")?"Put `handback template` at the end of each child's brief: the hook checks the children whose brief holds its first words.":"The hook checks every child."];return e.mcp&&a.push("In `claude -p`, allow the tools with `--allowedTools mcp__handback`; interactive sessions ask to approve the project's MCP server once."),{ok:!0,plan:{writes:t,notes:a}}}function tt(e){let t=[],n=/'((?:[^']|'\\'')*)'|(\S+)/g;for(let r of e.matchAll(n))t.push(r[1]!==void 0?r[1].replace(/'\\''/g,"'"):r[2]);return t}function C(e){return JSON.stringify(e)}async function et(e){let t=e.codexConfig,n=await I(t);if(n!==void 0&&"error"in n)return{ok:!1,message:n.error};let r=n?.text??"",o=`${e.command} hook ${e.hookArgs.map(v).join(" ")}`.trim(),i=["Codex subagents need `--enable multi_agent_v2`. Their briefs are sealed (`encrypted_content`), so each child is checked."];if(r.includes(`${C(o)}`))return{ok:!0,plan:{writes:[{path:t,content:r,action:"unchanged",summary:"already has this SubagentStop hook"}],notes:i,hookCommand:o}};let c=r.split(`
`).some(m=>/^\s*command\s*=/.test(m)&&m.includes("handback")&&/\shook\b/.test(m));if(r.includes(`${e.command} hook`)||c)return{ok:!0,plan:{writes:[{path:t,content:r,action:"unchanged",summary:"already has a handback SubagentStop hook with other options (left as it is; edit it by hand to change them)"}],notes:i}};let h=`
[[hooks.SubagentStop]]

[[hooks.SubagentStop.hooks]]
type = "command"
command = ${C(o)}
timeout = 30

[[hooks.PostToolUse]]

[[hooks.PostToolUse.hooks]]
type = "command"
command = ${C(`${e.command} hook`)}
timeout = 30
`,g=r===""?h.slice(1):`${r}${r.endsWith(`
`)?"":`
`}${h}`;return{ok:!0,plan:{writes:[P(t,g,n!==void 0,r,`added a SubagentStop hook (${o}) and a PostToolUse hook that tells the parent the outcome`,n?.readStat)],notes:i,hookCommand:o}}}function nt(e,t){let n=t.includes("--when-asked"),r=t.indexOf("--max-blocks"),o=r>=0&&Number(t[r+1])||2;return`// handback: checks what a Kilo \`task\` child hands back before its parent reads it (written by \`handback init kilo\`).
// A return that fails its contract gets handback's correction appended, for the parent to send back to the same child.
import {formatInstructionsMarker, review} from ${JSON.stringify(e)}

const whenAsked = ${JSON.stringify(n)}
const maxBlocks = ${o}
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
`}async function rt(e){let t=$(e.dir,".kilo","plugin","handback.js"),n=await I(t);if(n!==void 0&&"error"in n)return{ok:!1,message:n.error};let r=nt(e.libraryUrl,e.hookArgs),o=["Kilo loads the plugin when it starts. Put `handback template` at the end of each child's brief (the `prompt` of `task`)."];return{ok:!0,plan:{writes:[P(t,r,n!==void 0,n?.text,"wrote the plugin that checks `task` results",n?.readStat)],notes:o}}}async function B(e,t){return e==="claude"?Z(t):e==="codex"?et(t):rt(t)}async function F(e){for(let t of e.writes){if(t.action==="unchanged")continue;await V(R(t.path),{recursive:!0});let n=await H(t.path,t.content,t.readStat?{unchangedSince:t.readStat}:void 0);if(!n.ok)return{ok:!1,message:`${t.path} was not written: ${n.message}`}}return{ok:!0}}async function St(e,t){let{values:n,positionals:r}=st({args:e,allowPositionals:!0,strict:!0,options:{dir:{type:"string"},config:{type:"string"},command:{type:"string"},mcp:{type:"boolean"},"dry-run":{type:"boolean"},codex:{type:"string"},"no-trust":{type:"boolean"},"max-blocks":{type:"string"},"on-exhausted":{type:"string"},agents:{type:"string"},"every-child":{type:"boolean"},help:{type:"boolean",short:"h"}}});if(n.help)return t.stdout(E),0;if(r.length!==1)throw new y(`init takes one host: ${O.join(", ")}`);let o=r[0];if(!O.includes(o))throw new y(`init expects one of ${O.join(", ")}, got \`${r[0]}\``);if(o!=="claude"&&n.mcp)throw new y("--mcp is for claude only");if(o!=="codex"&&(n.config!==void 0||n.codex!==void 0||n["no-trust"]))throw new y("--config, --codex and --no-trust are for codex only");let i=n["on-exhausted"]??"warn";if(i!=="allow"&&i!=="warn")throw new y(`--on-exhausted expects allow or warn, got \`${i}\``);let c=[];n["every-child"]||c.push("--when-asked"),n.agents!==void 0&&c.push("--agents",n.agents),n["max-blocks"]!==void 0&&c.push("--max-blocks",String(j("--max-blocks",n["max-blocks"]))),c.push("--on-exhausted",i);let h=t.program;if(n.command===void 0&&h===void 0)throw new y("cannot tell where handback is installed; give the command that runs it with --command");let g=n.command??_(h.node,h.script),m=t.env??{},x=m.CODEX_HOME??z(m.HOME??ot(),".codex"),p=N(t.cwd,n.dir??"."),u=N(t.cwd,n.config??z(x,"config.toml")),l=await B(o,{command:g,dir:p,codexConfig:u,hookArgs:c,mcp:n.mcp===!0,libraryUrl:W(h?.script??N(t.cwd,"dist/cli.js"))});if(!l.ok)return t.stderr(`handback init: ${w(l.message)}
`),1;if(!n["dry-run"]){let a=await F(l.plan);if(!a.ok)return t.stderr(`handback init: ${w(a.message)}
`),1}let f=n["dry-run"]?"would be ":"";for(let a of l.plan.writes)t.stdout(`${w(a.path)}: ${a.action==="unchanged"?"unchanged":f+a.action} \u2014 ${w(a.summary)}
`);for(let a of l.plan.notes)t.stdout(`note: ${a}
`);return o==="codex"&&l.plan.hookCommand!==void 0?it(l.plan.hookCommand,u,p,n,t):0}var K="Codex runs only trusted hooks, and skips the others without a word: trust it with `/hooks` in an interactive Codex session, or run `handback init codex` again with `--codex PATH`.";async function it(e,t,n,r,o){if(r["no-trust"])return o.stdout(`note: not trusted (--no-trust). ${K}
`),0;if(r["dry-run"])return o.stdout(`${w(t)}: would trust the hook in Codex (through \`codex app-server\`)
`),0;let i=await M(r.codex??"codex",{configFile:t,command:e,cwd:n,env:{...o.env??{}}});return i.ok?(i.trusted.length>0?o.stdout(`${w(t)}: updated \u2014 trusted the hook in Codex (hooks.state, through \`codex app-server\`)
`):o.stdout(`${w(t)}: the hook is already trusted in Codex
`),0):(o.stderr(`handback init: the hook is written but not trusted: ${w(i.message)}. ${K}
`),1)}export{St as initCommand};
