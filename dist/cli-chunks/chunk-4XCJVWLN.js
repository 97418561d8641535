#!/usr/bin/env node
import{a as o}from"./chunk-SOSCQJ5U.js";import{a as i}from"./chunk-2GCIWZUU.js";import{a as r}from"./chunk-7IA4VAWK.js";import{a as t}from"./chunk-HJXCTM47.js";import{a as d}from"./chunk-V7M4ZUWJ.js";import{a as n}from"./chunk-4262VK7G.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
