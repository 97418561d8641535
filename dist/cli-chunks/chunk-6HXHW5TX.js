#!/usr/bin/env node
function n(e,t){return t.place??e.positions.get("/attestation/files_created")??e.statePlace}var r={id:"return-unreadable",severity:"error",fixable:!1,description:"The return cannot be read (no `## Status`, too large, too complex); every packet deliverable counts as missing.",rationale:'A check that passes what it cannot read is a check a child can skip by writing prose ("I did it all. Trust me."). Nothing unread is delivered: the deliverables are reported missing, and the check fails.',wrong:`I did it all. Trust me.
`,right:`## Status
state: SUCCESS
summary: Wrote the guide.

## Deliverables
- docs/guide.md \u2014 the guide

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- docs/guide.md
files_modified:
- (none)
`,exampleOptions:{handoff:`{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}
`},messages:{unreadable:"Unexpected return that cannot be read (`{{rule}}`), expected a return to check against the packet",unreadableMissing:"Unexpected return that cannot be read (`{{rule}}`), expected a return to check against the packet; counted missing: {{paths}}"},check(e){if(e.unreadable===void 0)return;let t=e.gaps.map(i=>`\`${i.deliverable.path}\``);e.report({...t.length===0?{messageId:"unreadable",data:{rule:e.unreadable}}:{messageId:"unreadableMissing",data:{rule:e.unreadable,paths:t.join(", ")}},place:e.statePlace})}};var s={id:"deliverable-not-created",severity:"error",fixable:!1,description:"A deliverable the packet marks `must_create` is not in the return\u2019s `files_created`, and no limitation explains it.",rationale:"Children describe a deliverable instead of writing it, or write it somewhere else; the parent then builds on a file that does not exist. The packet said the file must be created, so the return must attest it under `files_created` or say under `limitations` why it was not.",wrong:`## Status
state: SUCCESS
summary: Described the guide.

## Deliverables
- docs/guide.md \u2014 outline of the guide

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- (none)
`,right:`## Status
state: SUCCESS
summary: Wrote the guide.

## Deliverables
- docs/guide.md \u2014 the guide

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- docs/guide.md
files_modified:
- (none)
`,exampleOptions:{handoff:`{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}
`},messages:{missingCreated:"Missing `{{path}}` in `files_created`, expected the file the packet requires to be created (or a limitation saying why not)"},check(e){for(let t of e.gaps){if(t.problem!=="not-created")continue;let i=`/deliverables/${t.index}/path`;e.report({messageId:"missingCreated",data:{path:t.deliverable.path},place:n(e,t),cause:{message:"Required by the packet (`must_create: true`)",place:e.packetAt(i)}})}}};var a={id:"deliverable-not-delivered",severity:"error",fixable:!1,description:"A packet deliverable is in no list of the return, and no limitation explains it.",rationale:"The packet names what the child is to hand back. A deliverable the return neither lists nor explains is either forgotten or silently dropped; either way the parent must know before it accepts the return. A partial delivery that says what was left out under `limitations` is not reported.",wrong:`## Status
state: SUCCESS
summary: Updated the guide.

## Deliverables
- docs/guide.md \u2014 the guide

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- docs/guide.md
`,right:`## Status
state: PARTIAL
summary: Updated the guide.

## Deliverables
- docs/guide.md \u2014 the guide

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- docs/guide.md
limitations:
- docs/faq.md not updated: the FAQ owner is reviewing it.
`,exampleOptions:{handoff:`{"task_id": "t-1", "objective": "Update the docs.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": false}, {"path": "docs/faq.md", "description": "The FAQ", "must_create": false}]}
`},messages:{missingDeliverable:"Missing deliverable `{{path}}`, expected it delivered or explained under `limitations`"},check(e){for(let t of e.gaps)t.problem==="not-delivered"&&e.report({messageId:"missingDeliverable",data:{path:t.deliverable.path},place:n(e,t),cause:{message:"Asked for by the packet",place:e.packetAt(`/deliverables/${t.index}/path`)}})}};var m={missing:"absent file",empty:"empty file","not-file":"path that is not a regular file","outside-root":"path leading out of the root",unreadable:"unreadable file"},o={id:"deliverable-missing-on-disk",severity:"error",fixable:!1,description:"A deliverable the return claims is absent or empty on disk (checked only when a root is given).",rationale:"A return can list a file it never wrote. With a root (`--root DIR`, or a `checkFile` callback such as `createArtifactCheck(root)`), every packet deliverable the return claims, and every `must_create` one, must exist under the root as a non-empty file, never reached through a link leading out of it.",wrong:`## Status
state: SUCCESS
summary: Wrote the guide.

## Deliverables
- docs/guide.md \u2014 the guide

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- docs/guide.md
files_modified:
- (none)
`,right:`## Status
state: ERROR
summary: Could not write the guide.
retry_recommended: yes
retry_hint: Write docs/guide.md before returning.

## Deliverables
- (none)

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- (none)
limitations:
- docs/guide.md was not written.
`,exampleOptions:{handoff:`{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}
`,missingFiles:["docs/guide.md"]},messages:{notOnDisk:"Unexpected {{found}} `{{path}}`, expected the deliverable written and non-empty"},check(e){for(let t of e.gaps)t.problem==="missing-on-disk"&&e.report({messageId:"notOnDisk",data:{found:m[t.state===void 0||t.state==="file"?"missing":t.state],path:t.deliverable.path},place:n(e,t),cause:{message:"Asked for by the packet",place:e.packetAt(`/deliverables/${t.index}/path`)}})}};var l={id:"success-with-missing-deliverables",severity:"error",fixable:!1,description:"The return says `SUCCESS` while a deliverable the packet asked for is not created, not delivered, or missing on disk.",rationale:"SUCCESS tells the parent to build on the result. With a required deliverable missing the state is PARTIAL (with limitations) or ERROR; a parent deciding from the state alone would accept what it must retry.",wrong:`## Status
state: SUCCESS
summary: Described the guide.

## Deliverables
- docs/guide.md \u2014 outline of the guide

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- (none)
`,right:`## Status
state: PARTIAL
summary: Outlined the guide.

## Deliverables
- (none)

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- (none)
files_modified:
- (none)
limitations:
- docs/guide.md not written: the outline needs review first.
`,exampleOptions:{handoff:`{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}
`},messages:{successOne:"Unexpected `SUCCESS` with deliverable {{paths}} missing, expected `PARTIAL` or `ERROR`",successMany:"Unexpected `SUCCESS` with deliverables {{paths}} missing, expected `PARTIAL` or `ERROR`"},check(e){if(e.returned?.status.state!=="SUCCESS"||e.gaps.length===0)return;let t=[...new Set(e.gaps.map(i=>`\`${i.deliverable.path}\``))];e.report({messageId:t.length===1?"successOne":"successMany",data:{paths:t.join(", ")},place:e.statePlace,pointer:"/status/state",expected:["PARTIAL","ERROR"]})}};var c={id:"required-evidence-not-cited",severity:"warning",fixable:!1,description:"Evidence the packet marks `required` is not cited in the return\u2019s `## Evidence`.",rationale:"The packet names what the child must read. A return whose evidence never mentions a required path gives the parent no sign it was read; citing it (`- docs/style.md \u2014 followed for headings`) is cheap.",wrong:`## Status
state: SUCCESS
summary: Wrote the guide.

## Deliverables
- docs/guide.md \u2014 the guide

## Evidence
- \`npm test\` \u2014 3 passed

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- docs/guide.md
files_modified:
- (none)
`,right:`## Status
state: SUCCESS
summary: Wrote the guide.

## Deliverables
- docs/guide.md \u2014 the guide

## Evidence
- docs/style.md \u2014 followed for headings

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- docs/guide.md
files_modified:
- (none)
`,exampleOptions:{handoff:`{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}
`},messages:{missingEvidence:"Missing required evidence `{{path}}` in `## Evidence`, expected it cited"},check(e){for(let t of e.uncitedEvidence){let i=e.packet.evidence[t].path;e.report({messageId:"missingEvidence",data:{path:i},place:e.positions.get("/evidence")??e.positions.get("/evidence/0")??e.statePlace,cause:{message:"Required by the packet (`required: true`)",place:e.packetAt(`/evidence/${t}/path`)}})}}};var u={id:"delivered-file-unexpected",severity:"info",fixable:!1,description:"The return created or modified a file outside every deliverable of the packet.",rationale:"Not wrong in itself (a test beside the code, a fixed typo), but the parent asked for specific files and should know what else changed before it accepts. A deliverable path ending in `/` covers every file below it. Checked only when the packet names deliverables.",wrong:`## Status
state: SUCCESS
summary: Wrote the guide.

## Deliverables
- docs/guide.md \u2014 the guide

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- docs/guide.md
files_modified:
- package.json
`,right:`## Status
state: SUCCESS
summary: Wrote the guide.

## Deliverables
- docs/guide.md \u2014 the guide

## Evidence
- docs/style.md \u2014 read

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- docs/guide.md
files_modified:
- (none)
`,exampleOptions:{handoff:`{"task_id": "t-1", "objective": "Write the guide.", "evidence": [{"path": "docs/style.md", "purpose": "House style", "required": true}], "success_criteria": [], "risks": [], "deliverables": [{"path": "docs/guide.md", "description": "The guide", "must_create": true}]}
`},messages:{unexpected:"Unexpected file `{{path}}` outside the packet\u2019s deliverables"},check(e){for(let[t,i]of e.extraFiles)e.report({messageId:"unexpected",data:{path:i},place:e.positions.get(t)??e.statePlace,pointer:t})}};var P=[r,s,a,o,l,c,u];export{P as a};
