#!/usr/bin/env node
import{a as o}from"./chunk-SOR2JFEW.js";var r=o.version;export{r as a};
