#!/usr/bin/env node
import{a as o}from"./chunk-WBRPMK4P.js";var r=o.version;export{r as a};
