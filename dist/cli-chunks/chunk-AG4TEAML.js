#!/usr/bin/env node
import{a as o}from"./chunk-V7HT7X3N.js";import{a as i}from"./chunk-BIMOZODZ.js";import{a as r}from"./chunk-524YXDAD.js";import{a as t}from"./chunk-2HEO3RDY.js";import{a as d}from"./chunk-GTV5WEPF.js";import{a as n}from"./chunk-F3XPGV5R.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
