#!/usr/bin/env node
import{a as o}from"./chunk-C752X6G7.js";var r=o.version;export{r as a};
