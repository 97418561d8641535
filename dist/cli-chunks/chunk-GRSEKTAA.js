#!/usr/bin/env node
var n=["session_id","agent_type","duration_seconds","delegation_depth","delegation_path"],r=["path","file","file_path"];function i(e){let t="/"+String(e).replaceAll("\\","/");return t.includes("/reports/")?"report":t.includes("/plans/")?"plan":t.includes("/summaries/")?"summary":"implementation"}export{n as a,r as b,i as c};
