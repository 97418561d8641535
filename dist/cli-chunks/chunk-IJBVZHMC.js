#!/usr/bin/env node
import{a as o}from"./chunk-HUXJDAPT.js";import{a as i}from"./chunk-DBKKUFN7.js";import{a as r}from"./chunk-C4UTJ4GE.js";import{a as t}from"./chunk-BTLKA2JJ.js";import{a as d}from"./chunk-G7OBK2E7.js";import{a as n}from"./chunk-BZIYWYA6.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
