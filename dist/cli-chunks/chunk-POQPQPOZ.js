#!/usr/bin/env node
var e={id:"handoff-packet-invalid",severity:"error",fixable:!1,messages:{notText:"Unexpected {{value}} for the packet, expected its text",invalid:"Unexpected handoff packet with {{count}} errors, expected a valid packet to check the return against",invalidOne:"Unexpected handoff packet with 1 error, expected a valid packet to check the return against"},description:"The handoff packet has errors, so the return is not checked against it.",rationale:"Checking a return against a packet with a missing `deliverables` entry field or broken JSON would report gaps that are the parent\u2019s, or none at all; a decision must not read \u201Cnothing reported\u201D as \u201Cdelivered\u201D. The packet\u2019s own diagnostics (`lint --kind handoff`) say what to repair.",wrong:`## Status
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
state: SUCCESS
summary: Wrote the guide as asked.

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
`,exampleOptions:{handoff:`{"task_id": "t-1", "objective": "Write the guide."}
`,handoffRight:`{"task_id": "t-1", "objective": "Write the guide.", "evidence": [], "success_criteria": [], "risks": []}
`}};export{e as a};
