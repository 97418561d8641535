#!/usr/bin/env node
import{c as a,d as b,e as c,f as d}from"./chunk-LG6N2ZXC.js";import"./chunk-ZR5V7BEP.js";import"./chunk-2LQV3IQC.js";import"./chunk-CZL2G4OZ.js";import"./chunk-T5WCFWTQ.js";export{d as isObject,a as maxJsonDepth,b as readJson,c as setOwn};
