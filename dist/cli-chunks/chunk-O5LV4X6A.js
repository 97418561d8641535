#!/usr/bin/env node
import{a as o}from"./chunk-VAY5CCDP.js";import{a as i}from"./chunk-V5AJWXXH.js";import{a as r}from"./chunk-NUI7PXL3.js";import{a as t}from"./chunk-MB376NJP.js";import{a as d}from"./chunk-54ZW5KFG.js";import{a as n}from"./chunk-NVY6JOCM.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
