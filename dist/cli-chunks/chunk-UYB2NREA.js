#!/usr/bin/env node
import{a as o}from"./chunk-ELAOIV5Y.js";import{a as i}from"./chunk-G5C4ZIWB.js";import{a as r}from"./chunk-ILDXDUUE.js";import{a as t}from"./chunk-FVVG3Q6I.js";import{a as d}from"./chunk-A5JLBOI3.js";import{a as n}from"./chunk-NFBCSYLL.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
