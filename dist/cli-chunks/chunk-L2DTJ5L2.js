#!/usr/bin/env node
var t=["SUCCESS","ERROR","PARTIAL"];export{t as a};
