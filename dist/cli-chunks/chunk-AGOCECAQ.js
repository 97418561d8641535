#!/usr/bin/env node
import{a as c}from"./chunk-EVXUSSKQ.js";import{x as R}from"./chunk-2Z53KRJM.js";import{c as _}from"./chunk-UBNQ5DKZ.js";function f(e,t){return t.place??e.positions.get("/attestation/files_created")??e.statePlace}var A={id:"return-unreadable",severity:"error",fixable:!1,description:"The return cannot be read (no `## Status`, too large, too complex); every packet deliverable counts as missing.",rationale:'A check that passes what it cannot read is a check a child can skip by writing prose ("I did it all. Trust me."). Nothing unread is delivered: the deliverables are reported missing, and the check fails.',wrong:`I did it all. Trust me.
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
`},check(e){if(e.unreadable===void 0)return;let t=e.gaps.map(n=>`\`${n.deliverable.path}\``);e.report({message:`Unexpected return that cannot be read (\`${e.unreadable}\`), expected a return to check against the packet${t.length===0?"":`; counted missing: ${t.join(", ")}`}`,place:e.statePlace})}};var E={id:"deliverable-not-created",severity:"error",fixable:!1,description:"A deliverable the packet marks `must_create` is not in the return\u2019s `files_created`, and no limitation explains it.",rationale:"Children describe a deliverable instead of writing it, or write it somewhere else; the parent then builds on a file that does not exist. The packet said the file must be created, so the return must attest it under `files_created` or say under `limitations` why it was not.",wrong:`## Status
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
`},check(e){for(let t of e.gaps){if(t.problem!=="not-created")continue;let n=`/deliverables/${t.index}/path`;e.report({message:`Missing \`${t.deliverable.path}\` in \`files_created\`, expected the file the packet requires to be created (or a limitation saying why not)`,place:f(e,t),cause:{message:"Required by the packet (`must_create: true`)",place:e.packetAt(n)}})}}};var C={id:"deliverable-not-delivered",severity:"error",fixable:!1,description:"A packet deliverable is in no list of the return, and no limitation explains it.",rationale:"The packet names what the child is to hand back. A deliverable the return neither lists nor explains is either forgotten or silently dropped; either way the parent must know before it accepts the return. A partial delivery that says what was left out under `limitations` is not reported.",wrong:`## Status
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
`},check(e){for(let t of e.gaps)t.problem==="not-delivered"&&e.report({message:`Missing deliverable \`${t.deliverable.path}\`, expected it delivered or explained under \`limitations\``,place:f(e,t),cause:{message:"Asked for by the packet",place:e.packetAt(`/deliverables/${t.index}/path`)}})}};var V={missing:"absent file",empty:"empty file","not-file":"path that is not a regular file","outside-root":"path leading out of the root",unreadable:"unreadable file"},T={id:"deliverable-missing-on-disk",severity:"error",fixable:!1,description:"A deliverable the return claims is absent or empty on disk (checked only when a root is given).",rationale:"A return can list a file it never wrote. With a root (`--root DIR`, or a `checkFile` callback such as `createArtifactCheck(root)`), every packet deliverable the return claims, and every `must_create` one, must exist under the root as a non-empty file, never reached through a link leading out of it.",wrong:`## Status
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
`,missingFiles:["docs/guide.md"]},check(e){for(let t of e.gaps)t.problem==="missing-on-disk"&&e.report({message:`Unexpected ${V[t.state===void 0||t.state==="file"?"missing":t.state]} \`${t.deliverable.path}\`, expected the deliverable written and non-empty`,place:f(e,t),cause:{message:"Asked for by the packet",place:e.packetAt(`/deliverables/${t.index}/path`)}})}};var $={id:"success-with-missing-deliverables",severity:"error",fixable:!1,description:"The return says `SUCCESS` while a deliverable the packet asked for is not created, not delivered, or missing on disk.",rationale:"SUCCESS tells the parent to build on the result. With a required deliverable missing the state is PARTIAL (with limitations) or ERROR; a parent deciding from the state alone would accept what it must retry.",wrong:`## Status
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
`},check(e){if(e.returned?.status.state!=="SUCCESS"||e.gaps.length===0)return;let t=[...new Set(e.gaps.map(n=>`\`${n.deliverable.path}\``))];e.report({message:`Unexpected \`SUCCESS\` with ${t.length===1?"deliverable":"deliverables"} ${t.join(", ")} missing, expected \`PARTIAL\` or \`ERROR\``,place:e.statePlace,pointer:"/status/state",expected:["PARTIAL","ERROR"]})}};var W={id:"required-evidence-not-cited",severity:"warning",fixable:!1,description:"Evidence the packet marks `required` is not cited in the return\u2019s `## Evidence`.",rationale:"The packet names what the child must read. A return whose evidence never mentions a required path gives the parent no sign it was read; citing it (`- docs/style.md \u2014 followed for headings`) is cheap.",wrong:`## Status
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
`},check(e){for(let t of e.uncitedEvidence){let n=e.packet.evidence[t].path;e.report({message:`Missing required evidence \`${n}\` in \`## Evidence\`, expected it cited`,place:e.positions.get("/evidence")??e.positions.get("/evidence/0")??e.statePlace,cause:{message:"Required by the packet (`required: true`)",place:e.packetAt(`/evidence/${t}/path`)}})}}};var j={id:"delivered-file-unexpected",severity:"info",fixable:!1,description:"The return created or modified a file outside every deliverable of the packet.",rationale:"Not wrong in itself (a test beside the code, a fixed typo), but the parent asked for specific files and should know what else changed before it accepts. A deliverable path ending in `/` covers every file below it. Checked only when the packet names deliverables.",wrong:`## Status
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
`},check(e){for(let[t,n]of e.extraFiles)e.report({message:`Unexpected file \`${n}\` outside the packet\u2019s deliverables`,place:e.positions.get(t)??e.statePlace,pointer:t})}};var Oe=[A,E,C,T,$,W,j];var Ue={id:"handoff-packet-invalid",severity:"error",fixable:!1,description:"The handoff packet has errors, so the return is not checked against it.",rationale:"Checking a return against a packet with a missing `deliverables` entry field or broken JSON would report gaps that are the parent\u2019s, or none at all; a decision must not read \u201Cnothing reported\u201D as \u201Cdelivered\u201D. The packet\u2019s own diagnostics (`lint --kind handoff`) say what to repair.",wrong:`## Status
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
`}};var X={names:["npm","npx","pnpm","pnpx","yarn","bun","bunx","deno","node","tsx","ts-node","tsc","vitest","jest","mocha","ava","eslint","prettier","biome","playwright","python","python3","pip","pip3","pytest","uv","poetry","tox","ruff","mypy","black","flake8","go","gofmt","cargo","rustc","make","cmake","ninja","gradle","gradlew","./gradlew","mvn","./mvnw","dotnet","bundle","rake","rspec","ruby","php","composer","phpunit","mix","swift","xcodebuild","git","bash","sh","zsh","echo","ls","cat","grep","rg","find","wc","diff","curl","docker","kubectl","terraform","helm","shellcheck","jq","sed","awk","head","tail","test","true","handback"],examples:{matches:["npm test","make","git status","./gradlew build","pytest -q"],misses:["README.md","src/parser.ts","the parser tests","docs/guide.md lines 3-5"]}},Y=new Set(X.names);function ee(e){let t=[];for(let n of e.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g))t.push(n[1]??n[2]??n[3]??"");return t}function u(e){let t=[],n="",s=0;for(let r=0;r<e.length;r++){let i=e[r];if(n!==""){i==="\\"&&n==='"'?r++:i===n&&(n="");continue}i==='"'||i==="'"?n=i:i==="\\"?r++:(i===";"||i===`
`||i==="|"||i==="&"&&e[r+1]==="&")&&(t.push(e.slice(s,r)),(i==="|"&&e[r+1]==="|"||i==="&")&&r++,s=r+1)}return t.push(e.slice(s)),t.map(r=>r.trim()).filter(r=>r!=="")}var te=[{from:["npm","run","test"],to:["npm","test"]},{from:["npm","run-script","test"],to:["npm","test"]},{from:["npm","t"],to:["npm","test"]},{from:["npm","tst"],to:["npm","test"]},{from:["yarn","run"],to:["yarn"]},{from:["pnpm","run"],to:["pnpm"]},{from:["bun","run","test"],to:["bun","test"]},{from:["python3","-m"],to:["python","-m"]},{from:["npx","--yes"],to:["npx"]},{from:["npx","-y"],to:["npx"]}];function m(e){let t=ee(e);for(;t.length>0&&(/^[A-Za-z_][A-Za-z0-9_]*=/.test(t[0])||t[0]==="time"||t[0]==="sudo"||t[0]==="env"||t[0]==="command");)t=t.slice(1);t=t.filter(n=>!/^\d*[<>]/.test(n)&&!/^&>/.test(n));for(let n of te)if(n.from.every((s,r)=>t[r]===s)){t=[...n.to,...t.slice(n.from.length)];break}return t}function D(e){let t=m(u(e)[0]??"")[0];return t===void 0?!1:Y.has(t)||/^\.\/[\w.-]+$/.test(t)}function U(e){for(let t of u(e)){let n=m(t);if(n.length>0&&n[0]!=="cd"&&n[0]!=="pushd")return n}return[]}function I(e,t){if(e.length===0)return!1;for(let n of u(t)){let s=m(n),r=Math.min(s.length,e.length);if(r<Math.min(2,e.length))continue;let i=!0;for(let a=0;a<r&&i;a++)i=s[a]===e[a];if(i)return!0}return!1}var ne={patterns:[/^(?:npm|pnpm|yarn|bun) (?:test|build|run (?:test|build)[\w:-]*|(?:test|build)[\w:-]+)\b/,/^npx (?:vitest|jest|mocha|tsc|playwright test|ava)\b/,/^(?:vitest|jest|mocha|tsc|ava)\b/,/^node --test\b/,/^(?:pytest|tox|python -m (?:pytest|unittest))\b/,/^go (?:test|build|vet)\b/,/^cargo (?:test|build|check|nextest)\b/,/^make(?: (?:test|check|build|all))?$/,/^(?:mvn|\.\/mvnw) (?:test|verify|package|install)\b/,/^(?:gradle|\.\/gradlew) (?:test|build|check)\b/,/^dotnet (?:test|build)\b/,/^(?:bundle exec )?(?:rspec|rake(?: test)?)\b/,/^swift (?:test|build)\b/],examples:{matches:["npm test","npm run build","npm run test:unit","npx vitest run","pytest -q","go test ./...","cargo test","make","make test","node --test","python -m pytest tests"],misses:["npm install","npm run lint","echo npm test","git commit -m test","make clean","cat test.log"]}};function F(e){let t=m(e).join(" ");return ne.patterns.some(n=>n.test(t))?t:void 0}var se=[{id:"script",pattern:/^(?:node|tsx|ts-node|deno run|bun|python3?|ruby|perl|php|bash|sh|zsh) (?!-[ce]\b|--test\b|--version\b|-v\b)\S/,writes:"any",examples:{matches:["node scripts/gen.js","python3 tools/make.py","bash setup.sh"],misses:["node --test",'bash -c "echo hi"',"python3 --version"]}},{id:"local-script",pattern:/^\.\/\S+/,writes:"any",examples:{matches:["./generate.sh"],misses:["cat ./x"]}},{id:"project-script",pattern:/^(?:npm|pnpm|yarn|bun) (?:(?:run|run-script|exec|dlx|create|init) (?!(?:test|t|tst|lint|build|install|i|ci|add|remove|uninstall|update|upgrade|audit|ls|list|outdated|view|info|why|version|help|pack|publish|whoami|config)\b)|(?!(?:run|run-script|exec|dlx|create|init|test|t|tst|lint|build|install|i|ci|add|remove|uninstall|update|upgrade|audit|ls|list|outdated|view|info|why|version|help|pack|publish|whoami|config)\b))[^\s-]|^(?:npx|pnpx|bunx) (?!vitest\b|jest\b|mocha\b|tsc --noEmit\b|eslint (?!.*--fix)|prettier (?!.*--write))\S/,writes:"any",examples:{matches:["npm run generate","npx create-vite app","pnpm run codegen","yarn codegen","npx prettier --write ."],misses:["npm run test","npm test","npm run lint","npm run build","npm install","npx vitest run","npx tsc --noEmit"]}},{id:"vcs",pattern:/^git (?:checkout|switch|restore|reset|stash|apply|am|merge|pull|rebase|cherry-pick|revert|clone|mv|submodule)\b/,writes:"any",examples:{matches:["git checkout main","git stash pop","git apply fix.patch"],misses:["git status","git diff","git add -A","git commit -m x"]}},{id:"patch",pattern:/^(?:patch|unzip|tar x|tar -x|rsync|cp -r|cp -R|cp -a)\b/,writes:"any",examples:{matches:["patch -p1 < fix.diff","unzip a.zip","cp -r template/ app/"],misses:["cp a b","tar cf out.tar src"]}},{id:"make",pattern:/^(?:make|cmake|ninja|bazel|gradle|\.\/gradlew|mvn|\.\/mvnw|go generate)\b/,writes:"any",examples:{matches:["make","make docs","go generate ./..."],misses:["go test ./..."]}},{id:"rewrite-in-place",pattern:/^(?:sed -i|sed --in-place|perl -pi|perl -i|gofmt -w|black|ruff format|ruff check --fix|eslint .*--fix|prettier .*--write|biome (?:format|check) .*--write|cargo fmt|go fmt|npx (?:eslint .*--fix|prettier .*--write))\b/,writes:"modified",examples:{matches:["sed -i s/a/b/ src/x.ts","prettier --write .","cargo fmt","eslint src --fix"],misses:["sed s/a/b/ x","prettier --check .","eslint src"]}},{id:"package-manager",pattern:/^(?:npm|pnpm|yarn|bun) (?:install|i|ci|add|remove|uninstall|update|upgrade)\b|^(?:pip3?|uv|poetry|cargo|go) (?:install|add|remove|lock|get|mod tidy|sync|update)\b|^(?:bundle|composer) (?:install|update)\b/,writes:["package.json","package-lock.json","pnpm-lock.yaml","yarn.lock","bun.lockb","node_modules/","requirements.txt","poetry.lock","uv.lock","pyproject.toml","Cargo.toml","Cargo.lock","go.mod","go.sum","Gemfile.lock","composer.lock","vendor/"],examples:{matches:["npm install","npm i -D x","go mod tidy"],misses:["npm test"]}},{id:"build",pattern:/^(?:(?:npm|pnpm|yarn|bun) (?:run )?build|npx (?:tsc|vite build|webpack|rollup|esbuild)|tsc(?! --noEmit)|vite build|webpack|rollup|esbuild|cargo build|go build|dotnet build)\b/,writes:["dist/","build/","out/","lib/","target/",".next/","bin/","obj/","public/build/"],examples:{matches:["npm run build","tsc -p .","cargo build --release"],misses:["tsc --noEmit","npm run lint"]}},{id:"test-output",pattern:/^(?:(?:npm|pnpm|yarn|bun) (?:run )?test|npx (?:vitest|jest)|vitest|jest|pytest|go test|cargo test)\b/,writes:["coverage/","__snapshots__/",".pytest_cache/","test-results/","junit.xml"],examples:{matches:["npm test","npx vitest run -u"],misses:["npm run build"]}}],x={pattern:/^(?:rm|rmdir|unlink|mv|git rm|git mv|git checkout|git restore|trash)\b/,unnamed:/^git (?:stash|reset --hard|clean|checkout \.|checkout -- \.|restore \.)/,examples:{matches:["rm -f scratch.txt","git rm tmp.txt","mv a.txt b.txt","git stash","git clean -fd"],misses:["cat a.txt","git add a.txt","npm test"]}};function L(e){let t=m(e).join(" ");return se.find(n=>n.pattern.test(t))}var P=/[\w.@+~/-]/;function y(e,t){if(t==="")return!1;for(let n=e.indexOf(t);n!==-1;n=e.indexOf(t,n+1)){let s=n===0?"":e[n-1],r=e[n+t.length]??"",i=s===""||s==="/"||!P.test(s),a=r===""||!P.test(r)||r==="/"&&t.endsWith("/");if(i&&a)return!0}return!1}function v(e,t){let n=t.replace(/\/$/,""),s=n.slice(n.lastIndexOf("/")+1);return y(e,n)||s!==n&&y(e,s)}function q(e,t){let n=t.split("/");for(let s=1;s<n.length;s++)if(y(e,n.slice(0,s).join("/")))return!0;return!1}var re=[{runner:"node:test (TAP)",pattern:/^# pass (?<passed>\d+)\r?\n# fail (?<failed>\d+)$/gm,examples:[{output:`# tests 2
# suites 0
# pass 2
# fail 0
`,passed:2,failed:0}]},{runner:"node:test (spec)",pattern:/^ℹ pass (?<passed>\d+)\r?\nℹ fail (?<failed>\d+)$/gm,examples:[{output:`\u2139 tests 3
\u2139 pass 2
\u2139 fail 1
`,passed:2,failed:1}]},{runner:"vitest",pattern:/^[ \t]*Tests[ \t]+(?:(?<failed>\d+) failed \| )?(?<passed>\d+) passed\b/gm,examples:[{output:` Test Files  1 passed (1)
      Tests  12 passed (12)
`,passed:12},{output:`      Tests  1 failed | 11 passed (12)
`,passed:11,failed:1}]},{runner:"vitest (all failed)",pattern:/^[ \t]*Tests[ \t]+(?<failed>\d+) failed \(\d+\)/gm,examples:[{output:`      Tests  3 failed (3)
`,failed:3}]},{runner:"jest",pattern:/^Tests:[ \t]+(?:(?<failed>\d+) failed, )?(?:\d+ skipped, )?(?:\d+ todo, )?(?:(?<passed>\d+) passed, )?\d+ total$/gm,examples:[{output:`Tests:       1 failed, 2 passed, 3 total
`,passed:2,failed:1},{output:`Tests:       5 passed, 5 total
`,passed:5}]},{runner:"mocha",pattern:/^[ \t]*(?<passed>\d+) passing\b/gm,examples:[{output:`  4 passing (5ms)
`,passed:4}]},{runner:"mocha (failing)",pattern:/^[ \t]*(?<failed>\d+) failing\b/gm,examples:[{output:`  3 passing (20ms)
  1 failing
`,failed:1}]},{runner:"pytest",pattern:/^=+ (?:(?<failed>\d+) failed, )?(?:(?<passed>\d+) passed)?[\w ,]* in [\d.]+s\b/gm,examples:[{output:`==== 1 failed, 4 passed in 0.12s ====
`,passed:4,failed:1},{output:`===== 7 passed in 0.03s =====
`,passed:7}]},{runner:"cargo",pattern:/^test result: (?:ok|FAILED)\. (?<passed>\d+) passed; (?<failed>\d+) failed;/gm,examples:[{output:`test result: ok. 3 passed; 0 failed; 0 ignored;
`,passed:3,failed:0}]},{runner:"go",pattern:/^(?:--- FAIL: |FAIL[ \t]+\S)(?<failed>)/gm,examples:[{output:`--- FAIL: TestParse (0.00s)
FAIL	example.com/p	0.01s
`}]}];function h(e){let t;for(let{runner:n,pattern:s}of re)for(let r of e.matchAll(s)){let i=r.groups??{},a={runner:n,failing:!1,text:r[0]};i.passed!==void 0&&(a.passed=Number(i.passed)),i.failed===""?a.failing=!0:i.failed!==void 0&&(a.failed=Number(i.failed),a.failing=a.failed>0),(!t||r.index>=t.at)&&(t={at:r.index,summary:a})}return t?.summary}var ie=[{outcome:"success",pattern:/\b(?:0|no|zero|none)\s+(?:tests?\s+)?(?:failed|failures?|failing|errors?|problems?)\b/gi,examples:{matches:["0 failed","no errors","no problems"],misses:["1 failed"]}},{outcome:"failure",pattern:/\b(?:fail(?:s|ed|ing|ures?)?|red|broken|exit(?:s|ed)? (?:with )?(?:code |status )?[1-9]\d*|non-zero)\b/gi,examples:{matches:["2 failed","fails on Windows","exited with code 1"],misses:["passed"]}},{outcome:"success",pattern:/\b(?:pass(?:es|ed|ing)?|green|succeed(?:s|ed)?|success(?:ful(?:ly)?)?|ok|clean|exit(?:s|ed)? (?:with )?(?:code |status )?0|builds?|built|compiles?|compiled)\b/gi,examples:{matches:["12 passed","all green","exit 0","builds cleanly"],misses:["failed"]}}],ae=[{count:"passed",pattern:/\b(\d+)(?:\/\d+)?\s+(?:tests?\s+|specs?\s+)?(?:pass(?:ed|ing|es)?|succeeded|ok)\b/gi,examples:[{claim:"12 passed",value:12},{claim:"2/2 tests pass",value:2}]},{count:"passed",pattern:/\ball (\d+) (?:tests? |specs? )?(?:pass(?:ed|ing|es)?|succeeded)\b/gi,examples:[{claim:"all 5 tests pass",value:5}]},{count:"failed",pattern:/\b(\d+)\s+(?:tests?\s+)?(?:fail(?:ed|ing|ures?|s)?)\b/gi,examples:[{claim:"3 failed",value:3},{claim:"0 failures",value:0}]}];function O(e,t){let n=[];for(let s of t)for(let r of e.matchAll(s.pattern)){let i=r.index,a=i+r[0].length;n.some(o=>i<o.end&&o.start<a)||n.push({start:i,end:a,entry:s,match:r})}return n.sort((s,r)=>s.start-r.start)}function M(e){let t={},n=O(e,ie).at(-1);n&&(t.outcome=n.entry.outcome);for(let s of O(e,ae))t[s.entry.count]=Number(s.match[1]);return t}function Le(e){return e.length<=65536?e:e.slice(e.length-65536)}function g(e){let t=e.startsWith("/"),n=[];for(let s of e.split("/"))if(!(s===""||s==="."))if(s===".."&&n.length>0&&n[n.length-1]!=="..")n.pop();else{if(s===".."&&t)continue;n.push(s)}return(t?"/":"")+n.join("/")}function N(e){if(!e.startsWith("file://"))return e;try{return decodeURIComponent(e.slice(7))}catch{return e.slice(7)}}function H(e,t){let n=N(e.trim()).replace(/\\/g,"/"),s=t===void 0?void 0:g(N(t).replace(/\\/g,"/"));if(!n.startsWith("/")){let i=g(n);return i.startsWith("..")||s===void 0?s===void 0?{path:i,outside:i.startsWith("..")}:{path:g(`${s}/${n}`),outside:!0}:{path:i,outside:!1}}let r=g(n);return s!==void 0&&s!=="/"&&r.startsWith(s+"/")?{path:r.slice(s.length+1),outside:!1}:{path:r,outside:!0}}function p(e,t=60,n=!1){let s=c(e.replace(/\s+/g," ").trim()).replace(/`/g,"'");return s.length<=t?`\`${s}\``:`\`${n?`\u2026${s.slice(s.length-t+1)}`:`${s.slice(0,t-1)}\u2026`}\``}function b(e,t){return e.positions.get(t)??e.statePlace}function z(e,t){let n=e.trim();if(n===""||/^\(?none\)?$/i.test(n))return;let{path:s,outside:r}=H(n,t);if(!r)return n.endsWith("/")?`${s}/`:s}function B(e){return e.host!=="unknown"&&!e.truncated&&!e.compacted&&!e.delegated&&(e.verified||e.files.length+e.commands.length>0)}function oe(e,t){return e.files.some(n=>!n.outside&&n.action!=="delete"&&(n.path===t||t.endsWith("/")&&n.path.startsWith(t)))}function de(e,t,n){for(let s of e.commands){if(v(s.command,t))return!0;for(let r of u(s.command)){let i=L(r);if(i&&(i.writes==="any"||i.writes==="modified"&&n==="modified"||Array.isArray(i.writes)&&i.writes.some(a=>a.endsWith("/")?t.startsWith(a)||t.includes(`/${a}`):t===a||t.endsWith(`/${a}`))))return!0}}return!1}function le(e,t){return e.files.some(n=>n.order>t.order&&n.path===t.path&&n.action==="delete")?!0:e.commands.some(n=>n.order>t.order&&u(n.command).some(s=>{let r=m(s).join(" ");return x.unnamed.test(r)||x.pattern.test(r)&&(v(s,t.path)||q(s,t.path))}))}function G(e,t){let n=[];return e.attestation.files_created.forEach((s,r)=>{let i=z(s,t);i!==void 0&&n.push({path:i,pointer:`/attestation/files_created/${r}`,list:"created"})}),e.attestation.files_modified.forEach((s,r)=>{let i=z(s,t);i!==void 0&&n.push({path:i,pointer:`/attestation/files_modified/${r}`,list:"modified"})}),n}function K(e){let t=[];return e.returned.evidence.forEach((n,s)=>{let r=n.path;if(r===void 0||!D(r))return;let i=U(r);t.push({index:s,command:r,claim:n.description??"",runs:e.transcript.commands.filter(a=>I(i,a.command))})}),t}function Q(e){let t=_.filter(n=>n.kind==="tests");for(let n of e.split(`
`))if(t.some(s=>R(s,n)!==void 0))return n}function w(e){if(e.exitCode!==null&&e.exitCode!==0)return`exit status ${e.exitCode}`;let t=h(e.output);if(t?.failing)return`${t.runner} summary ${t.failed===void 0?"reports failures":`reports ${t.failed} failed`}`;let n=Q(e.output);return n===void 0?void 0:`its output says ${p(n)}`}function Z(e){let t=h(e.output)?.text??Q(e.output);return t!==void 0?`; the transcript shows ${p(t,60)}`:e.output.trim()===""?"":`; the transcript shows its output ending ${p(e.output,48,!0)}`}function k(e){return e?[e.passed===void 0?"":`${e.passed} passed`,e.failed===void 0?e.failing?"failures":"":`${e.failed} failed`].filter(t=>t!=="").join(", "):""}var ce={id:"transcript-file-not-written",description:"A file in `files_created` or `files_modified` that no editing tool of the transcript wrote and no command the child ran could have written.",reads:"The attested paths; the transcript\u2019s file changes (Write, Edit, MultiEdit, NotebookEdit, apply_patch) and commands (a command naming the file, or one of the commands that write files they do not name).",says:"PARTIAL",severity:"error",examples:{fires:[{created:["src/parser.ts","src/lexer.ts"],actions:[{write:"src/parser.ts"},{run:"npm test",exit:0}]}],quiet:[{created:["src/parser.ts","out/gen.txt"],actions:[{write:"src/parser.ts"},{run:'mkdir -p out && bash -c "cat > out/gen.txt <<< x"',exit:0}]},{created:["dist/index.js"],actions:[{run:"npm run build",exit:0}]},{modified:["src/a.ts"],actions:[{run:"npx prettier --write .",exit:0}]}]},check(e){let{transcript:t}=e;return B(t)?G(e.returned,t.cwd).filter(({path:n,list:s})=>!oe(t,n)&&!de(t,n,s)).map(({path:n,pointer:s,list:r})=>({message:`Unexpected \`${c(n)}\` in \`files_${r}\`: the transcript shows no tool writing it and no command that could have, expected only files the child wrote`,place:b(e,s),note:`The transcript records ${t.files.length} file change${t.files.length===1?"":"s"} and ${t.commands.length} command${t.commands.length===1?"":"s"}.`})):[]}},pe={id:"transcript-file-not-attested",description:"A file an editing tool of the transcript wrote or edited in the repository that the return attests in neither `files_created` nor `files_modified`.",reads:"The transcript\u2019s file changes inside the session\u2019s folder that were not deleted or removed by a later command; the attested paths (a folder covers the files under it).",says:"PARTIAL",severity:"warning",examples:{fires:[{created:["src/parser.ts"],actions:[{write:"src/parser.ts"},{edit:"README.md"}]}],quiet:[{created:["src/parser.ts"],modified:["README.md"],actions:[{write:"src/parser.ts"},{edit:"README.md"}]},{created:["src/"],actions:[{write:"src/a.ts"},{write:"src/b.ts"}]},{created:["src/parser.ts"],actions:[{write:"src/parser.ts"},{write:"scratch.txt"},{run:"rm scratch.txt",exit:0}]}]},check(e){let{transcript:t,returned:n}=e,s=new Set,r=[];for(let{path:o}of G(n,t.cwd))o.endsWith("/")?r.push(o):s.add(o);let i=[],a=new Set;for(let o of t.files){if(o.outside||o.outcome!=="done"||o.action==="delete"||o.path.startsWith(".git/")||a.has(o.path)||s.has(o.path)||r.some(l=>o.path.startsWith(l))||t.files.some(l=>l.path===o.path&&l.order<o.order&&l.action!=="delete")||(a.add(o.path),le(t,o)))continue;let d=o.action==="create"?"created":"modified";i.push({message:`Missing \`${c(o.path)}\` in \`files_created\` and \`files_modified\`: the transcript shows \`${o.tool}\` writing it, expected every file the child wrote or edited attested`,place:e.positions.get(`/attestation/files_${d}`)??b(e,"/attestation"),cause:{message:`Written by \`${o.tool}\` here`,place:e.transcriptAt(o.line)}})}return i}},ue={id:"transcript-command-not-run",description:"A command cited in `## Evidence` that the child never ran through the host\u2019s shell tool.",reads:"Evidence items whose leading text is a command (its first word a known program, or `./script`); the transcript\u2019s commands (Bash, exec_command, shell), split into simple commands.",says:"PARTIAL",severity:"error",examples:{fires:[{evidence:["`npm run lint` \u2014 no problems"],actions:[{run:"npm test",exit:0}]}],quiet:[{evidence:["`npm test` \u2014 2 passed"],actions:[{run:"cd app && npm test -- --run",exit:0,output:`# pass 2
# fail 0
`}]},{evidence:["`npm run test` \u2014 passed"],actions:[{run:"npm test",exit:0}]},{evidence:["README.md \u2014 read"],actions:[]}]},check(e){return B(e.transcript)?K(e).filter(({runs:t})=>t.length===0).map(({index:t,command:n})=>({message:`Unexpected \`${c(n)}\` in Evidence: the transcript shows no run of it, expected only commands the child ran`,place:b(e,`/evidence/${t}`),note:`The transcript records ${e.transcript.commands.length} command${e.transcript.commands.length===1?"":"s"}.`})):[]}},me={id:"transcript-claim-contradicted",description:"An Evidence claim about a command that its last run in the transcript contradicts: a success claimed while it exited non-zero or its runner reported failures, or a count of passed or failed tests other than its runner\u2019s.",reads:"Each Evidence item citing a command, its claim (the last outcome word, the counts it states); the last run of that command: its exit status and its runner summary.",says:"ERROR",severity:"error",examples:{fires:[{evidence:["`npm test` \u2014 5 passed"],actions:[{run:"npm test",exit:0,output:`# pass 2
# fail 0
`}]},{state:"PARTIAL",evidence:["`npm run build` \u2014 builds cleanly"],actions:[{run:"npm run build",exit:2,output:"error TS2304"}]},{state:"PARTIAL",evidence:["`npm test` \u2014 all green"],actions:[{run:"npm test 2>&1 | tail -3",exit:0,output:`Tests:       1 failed, 4 passed, 5 total
`}]},{state:"PARTIAL",evidence:["`mvn test` \u2014 passes"],actions:[{run:"mvn test | tee log.txt",exit:0,output:`Tests run: 12, Failures: 2, Errors: 0, Skipped: 0
`}]}],quiet:[{evidence:["`npm test` \u2014 failed first, then 2 passed"],actions:[{run:"npm test",exit:1,output:`# pass 0
# fail 2
`},{run:"npm test",exit:0,output:`# pass 2
# fail 0
`}]},{state:"PARTIAL",evidence:["`npm test` \u2014 2 failed"],actions:[{run:"npm test",exit:1,output:`# pass 0
# fail 2
`}]},{evidence:["`echo checked` \u2014 printed checked"],actions:[{run:"echo checked",exit:0,output:"checked"}]}]},check(e){let t=[];for(let{index:n,command:s,claim:r,runs:i}of K(e)){let a=i.at(-1);if(!a)continue;let o=M(r),d=h(a.output),l;o.outcome==="success"&&a.exitCode!==null&&a.exitCode!==0?l=`exited with status ${a.exitCode}`:o.outcome==="success"&&d?.failing?l=`reported ${k(d)} (${d.runner})`:o.outcome==="success"&&a.exitCode===0&&w(a)!==void 0?l=`passed with ${w(a).replace(/^its /,"")}`:o.passed!==void 0&&d?.passed!==void 0&&o.passed!==d.passed?l=`reported ${k(d)} (${d.runner})`:o.failed!==void 0&&d?.failed!==void 0&&o.failed!==d.failed&&(l=`reported ${k(d)} (${d.runner})`),l!==void 0&&t.push({message:`Unexpected claim ${p(r)} for \`${c(s)}\`: its last run in the transcript ${l}${Z(a)}, expected the claim its last run shows`,place:b(e,`/evidence/${n}`),cause:{message:`Last run of \`${c(s)}\`: the transcript shows ${p(a.command)}${a.output.trim()===""?"":` ending ${p(a.output,60,!0)}`}`,place:e.transcriptAt(a.resultLine??a.line)}})}return t}},fe={id:"transcript-last-run-failed",description:"A SUCCESS while the last run of one of the project\u2019s test or build commands in the transcript failed.",reads:"The return\u2019s state; the transcript\u2019s commands that run a test or build command (`npm test`, `pytest`, `cargo build`, \u2026), the last run of each: its exit status and its runner summary.",says:"ERROR",severity:"error",examples:{fires:[{actions:[{run:"mvn test 2>&1 | tail -20",exit:0,output:`Tests run: 12, Failures: 2, Errors: 0, Skipped: 0
`}]},{created:["src/parser.ts"],evidence:["src/parser.ts \u2014 the parser"],actions:[{run:"npm test",exit:1,output:`# pass 0
# fail 2
`},{write:"src/parser.ts"},{run:"npm test",exit:1,output:`# pass 1
# fail 1
`}]}],quiet:[{created:["src/parser.ts"],actions:[{run:"npm test",exit:1,output:`# pass 0
# fail 2
`},{write:"src/parser.ts"},{run:"npm test",exit:0,output:`# pass 2
# fail 0
`}]},{actions:[{run:"mvn test",exit:0,output:`Tests run: 12, Failures: 0, Errors: 0, Skipped: 0
it handles 3 failed logins
`}]},{state:"PARTIAL",actions:[{run:"npm test",exit:1,output:`# pass 1
# fail 1
`}]}]},check(e){if(e.returned.status.state!=="SUCCESS")return[];let t=new Map;for(let s of e.transcript.commands)for(let r of u(s.command)){let i=F(r);i!==void 0&&t.set(i,s)}let n=[];for(let[s,r]of t){let i=w(r);i!==void 0&&n.push({message:`Unexpected \`SUCCESS\`: the last run of \`${c(s)}\` in the transcript failed (${i})${Z(r)}, expected ERROR or PARTIAL, or a last run that passes`,place:e.statePlace,cause:{message:`Last run of \`${c(s)}\`: the transcript shows ${p(r.command)}${r.output.trim()===""?"":` ending ${p(r.output,60,!0)}`}`,place:e.transcriptAt(r.resultLine??r.line)}})}return n}},J=[ce,pe,ue,me,fe];var he=J.map(e=>`\`${e.id}\``).join(", "),Ge={id:"return-contradicts-transcript",severity:"error",fixable:!1,description:"The return claims what the host\u2019s transcript of the child\u2019s run contradicts (one of five signals).",rationale:`The signals: ${he}. A return is the child\u2019s own account; the host\u2019s transcript records what its tools really did. A child that attests a file it never wrote, cites a command it never ran, or reports tests passing after their last run failed is caught here instead of by the parent building on it. A file not attested is a warning; the others are errors. What the check cannot prove is in docs/transcripts.md.`,wrong:`## Status
state: SUCCESS
summary: Added the parser.

## Deliverables
- src/parser.ts \u2014 the parser

## Evidence
- \`npm test\` \u2014 5 passed

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- src/parser.ts
files_modified:
- (none)
`,right:`## Status
state: SUCCESS
summary: Added the parser.

## Deliverables
- src/parser.ts \u2014 the parser

## Evidence
- \`npm test\` \u2014 2 passed

## Runtime Attestation
runtime_model_reported: m
runtime_mode_reported: code
files_created:
- src/parser.ts
files_modified:
- (none)
`,exampleOptions:{transcript:`{"type":"user","cwd":"/repo","sessionId":"s","message":{"role":"user","content":"Add the parser."}}
{"type":"assistant","cwd":"/repo","sessionId":"s","message":{"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Write","input":{"file_path":"/repo/src/parser.ts","content":"export {}"}}]}}
{"type":"user","cwd":"/repo","sessionId":"s","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"File created successfully at: /repo/src/parser.ts"}]}}
{"type":"assistant","cwd":"/repo","sessionId":"s","message":{"role":"assistant","content":[{"type":"tool_use","id":"t2","name":"Bash","input":{"command":"npm test"}}]}}
{"type":"user","cwd":"/repo","sessionId":"s","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t2","content":"# pass 2\\n# fail 0","is_error":false}]}}
`},check(e){for(let t of J)for(let n of t.check(e))e.report({...n,signal:t.id})}};export{Oe as a,Ue as b,Le as c,H as d,J as e,Ge as f};
