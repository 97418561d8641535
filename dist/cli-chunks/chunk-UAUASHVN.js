#!/usr/bin/env node
import{a as o}from"./chunk-ADCYBEMV.js";var r=o.version;export{r as a};
