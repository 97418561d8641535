#!/usr/bin/env node
import{a as o}from"./chunk-RENCOBHS.js";import{a as i}from"./chunk-3MY3GHG5.js";import{a as r}from"./chunk-L6PZOGTZ.js";import{a as t}from"./chunk-HCHUG7TP.js";import{a as d}from"./chunk-U6HT4XUZ.js";import{a as n}from"./chunk-APU3BBUM.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
