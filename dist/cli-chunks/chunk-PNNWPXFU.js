#!/usr/bin/env node
import{a as o}from"./chunk-ISTBRSRX.js";import{a as i}from"./chunk-7JOSL7ZM.js";import{a as r}from"./chunk-FVSAEXXU.js";import{a as t}from"./chunk-65M7IA7B.js";import{a as d}from"./chunk-XUGL46CL.js";import{a as n}from"./chunk-S7LYXVX2.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
