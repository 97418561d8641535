#!/usr/bin/env node
import{a as o}from"./chunk-D76664BM.js";import{a as i}from"./chunk-5TC5M2QB.js";import{a as r}from"./chunk-2XPGPJZO.js";import{a as t}from"./chunk-7VD5RB4A.js";import{a as d}from"./chunk-LTZGLU4F.js";import{a as n}from"./chunk-JURFUCTY.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
