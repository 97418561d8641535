#!/usr/bin/env node
import{a as o}from"./chunk-VVM3H3DB.js";import{a as i}from"./chunk-RJGTHVET.js";import{a as r}from"./chunk-MBIKKJIL.js";import{a as t}from"./chunk-MZF7NLYN.js";import{a as d}from"./chunk-XVOVQ5IS.js";import{a as n}from"./chunk-LGKPETCY.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
