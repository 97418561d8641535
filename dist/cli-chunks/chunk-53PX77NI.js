#!/usr/bin/env node
import{a as o}from"./chunk-NGC6334P.js";import{a as i}from"./chunk-3L77B6IS.js";import{a as r}from"./chunk-D3BHEATG.js";import{a as t}from"./chunk-NBYF76RH.js";import{a as d}from"./chunk-AZ6FUV33.js";import{a as n}from"./chunk-SQIYTW44.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
