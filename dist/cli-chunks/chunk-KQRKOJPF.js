#!/usr/bin/env node
import{a as o}from"./chunk-MF3KMP72.js";import{a as i}from"./chunk-AEIV32JE.js";import{a as r}from"./chunk-YRZHMIWD.js";import{a as t}from"./chunk-37AJ4OOT.js";import{a as d}from"./chunk-O3TWGRT7.js";import{a as n}from"./chunk-FKMJ7GTR.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
