#!/usr/bin/env node
import{a as o}from"./chunk-SDV2J4NP.js";var r=o.version;export{r as a};
