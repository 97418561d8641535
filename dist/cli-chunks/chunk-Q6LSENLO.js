#!/usr/bin/env node
import{a as o}from"./chunk-OGTPIMFI.js";import{a as i}from"./chunk-NLWCB4QC.js";import{a as r}from"./chunk-YKJ6TDKU.js";import{a as t}from"./chunk-DQHFOQOH.js";import{a as d}from"./chunk-TSFTCJ57.js";import{a as n}from"./chunk-MZTDHFPR.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
