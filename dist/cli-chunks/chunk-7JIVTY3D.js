#!/usr/bin/env node
var r="Return format (handback):";export{r as a};
