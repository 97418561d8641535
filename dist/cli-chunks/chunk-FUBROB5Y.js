#!/usr/bin/env node
var t=["transcript-file-not-written","transcript-file-not-attested","transcript-command-not-run","transcript-claim-contradicted","transcript-last-run-failed"];export{t as a};
