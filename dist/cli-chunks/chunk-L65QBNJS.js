#!/usr/bin/env node
import{a as o}from"./chunk-YBPFUMTB.js";var r=o.version;export{r as a};
