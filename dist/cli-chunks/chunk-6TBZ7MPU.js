#!/usr/bin/env node
import{a as o}from"./chunk-LIAFOSD2.js";import{a as i}from"./chunk-XHTW6BSA.js";import{a as r}from"./chunk-KACASF4K.js";import{a as t}from"./chunk-N6L2XRP4.js";import{a as d}from"./chunk-TOJJNSAN.js";import{a as n}from"./chunk-53DTV7F5.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
