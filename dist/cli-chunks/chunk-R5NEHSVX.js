#!/usr/bin/env node
import{a as o}from"./chunk-V335QQ2J.js";var r=o.version;export{r as a};
