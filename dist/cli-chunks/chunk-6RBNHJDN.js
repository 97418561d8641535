#!/usr/bin/env node
import{a as o}from"./chunk-7DWS3KO4.js";import{a as i}from"./chunk-OL3BWQFM.js";import{a as r}from"./chunk-4R743KL2.js";import{a as t}from"./chunk-MXQUQM2L.js";import{a as d}from"./chunk-SZFOOXK3.js";import{a as n}from"./chunk-NRUXZRI2.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
