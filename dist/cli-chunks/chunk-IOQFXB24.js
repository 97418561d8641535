#!/usr/bin/env node
import{a as o}from"./chunk-IJ4HLJQ2.js";import{a as i}from"./chunk-TBWI66OZ.js";import{a as r}from"./chunk-BZEBLRNS.js";import{a as t}from"./chunk-N7B4SEYF.js";import{a as d}from"./chunk-UNSI6QFU.js";import{a as n}from"./chunk-VDZDRRFI.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
