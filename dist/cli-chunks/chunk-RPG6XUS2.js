#!/usr/bin/env node
var n="handback.config.json";export{n as a};
