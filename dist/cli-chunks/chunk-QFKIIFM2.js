#!/usr/bin/env node
import{a as o}from"./chunk-ZXBO5AXJ.js";import{a as i}from"./chunk-SQAJXQNF.js";import{a as r}from"./chunk-HNK5FJ2W.js";import{a as t}from"./chunk-5QN7LFGW.js";import{a as d}from"./chunk-SP2XNVOJ.js";import{a as n}from"./chunk-ILDASRMR.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
