#!/usr/bin/env node
import{a as o}from"./chunk-KBCKF73Y.js";import{a as i}from"./chunk-JOVGIXCI.js";import{a as r}from"./chunk-3SIQ2IYA.js";import{a as t}from"./chunk-E3Q62RTA.js";import{a as d}from"./chunk-HDVTI2AS.js";import{a as n}from"./chunk-HH64H2KU.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
