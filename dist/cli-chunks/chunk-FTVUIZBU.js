#!/usr/bin/env node
import{a as o}from"./chunk-YXI5VHHQ.js";import{a as i}from"./chunk-VDHL6BBU.js";import{a as r}from"./chunk-PXCINROF.js";import{a as t}from"./chunk-5HJGUMIX.js";import{a as d}from"./chunk-QV6I66LP.js";import{a as n}from"./chunk-3DTLF3SH.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
