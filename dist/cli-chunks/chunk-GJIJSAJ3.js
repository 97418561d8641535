#!/usr/bin/env node
import{a as o}from"./chunk-BAQTTK5C.js";import{a as i}from"./chunk-K6QIOWNK.js";import{a as r}from"./chunk-UKNA5XU2.js";import{a as t}from"./chunk-N5UB7DPZ.js";import{a as d}from"./chunk-EMAFEQDN.js";import{a as n}from"./chunk-6PBBAKDQ.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
