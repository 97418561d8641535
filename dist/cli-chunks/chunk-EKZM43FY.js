#!/usr/bin/env node
import{a as o}from"./chunk-EW3W7FC5.js";import{a as i}from"./chunk-3TMNVTRX.js";import{a as r}from"./chunk-BUAZUC36.js";import{a as t}from"./chunk-C3YCF5PJ.js";import{a as d}from"./chunk-7SK2KSHV.js";import{a as n}from"./chunk-ARNJ5IGM.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
