#!/usr/bin/env node
import{a as o}from"./chunk-Z4G66ERT.js";import{a as i}from"./chunk-BL3FTUR3.js";import{a as r}from"./chunk-HWF4O7WL.js";import{a as t}from"./chunk-CHYMHWVM.js";import{a as d}from"./chunk-WRQB2LUU.js";import{a as n}from"./chunk-PCXIH52N.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
