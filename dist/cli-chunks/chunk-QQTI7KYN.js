#!/usr/bin/env node
import{a as o}from"./chunk-P6X3R6AO.js";var r=o.version;export{r as a};
