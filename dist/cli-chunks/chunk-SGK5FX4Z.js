#!/usr/bin/env node
import{a as o}from"./chunk-YGF5L3ST.js";import{a as i}from"./chunk-RKETQZHF.js";import{a as r}from"./chunk-BQTDEGRR.js";import{a as t}from"./chunk-2YTSY4F5.js";import{a as d}from"./chunk-L6CBHIN2.js";import{a as n}from"./chunk-IJBEQQWL.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
