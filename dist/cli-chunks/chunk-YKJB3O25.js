#!/usr/bin/env node
import{a as o}from"./chunk-7AQVSYU3.js";import{a as i}from"./chunk-ZVCKKAMH.js";import{a as r}from"./chunk-REJQ7ABR.js";import{a as t}from"./chunk-4FEPWAO6.js";import{a as d}from"./chunk-BG2247L4.js";import{a as n}from"./chunk-TTTL3OWM.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
