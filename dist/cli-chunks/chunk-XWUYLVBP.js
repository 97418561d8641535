#!/usr/bin/env node
import{a as o}from"./chunk-VVM3H3DB.js";import{a as i}from"./chunk-RJGTHVET.js";import{a as r}from"./chunk-HIAFI5E5.js";import{a as t}from"./chunk-MZF7NLYN.js";import{a as d}from"./chunk-CXB5FO6Q.js";import{a as n}from"./chunk-LGKPETCY.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
