#!/usr/bin/env node
import{a as o}from"./chunk-HT2GYIWB.js";import{a as i}from"./chunk-LHLAMJOZ.js";import{a as r}from"./chunk-5X5PV4DP.js";import{a as t}from"./chunk-K65S3KA5.js";import{a as d}from"./chunk-CZ3OYKJC.js";import{a as n}from"./chunk-EOS4OOHS.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
