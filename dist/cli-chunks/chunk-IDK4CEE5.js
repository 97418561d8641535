#!/usr/bin/env node
function i(o){let n={errorCount:0,warningCount:0,fixableErrorCount:0,fixableWarningCount:0};for(let r of o)r.severity==="error"?(n.errorCount++,r.fix&&n.fixableErrorCount++):r.severity==="warning"&&(n.warningCount++,r.fix&&n.fixableWarningCount++);return n}export{i as a};
