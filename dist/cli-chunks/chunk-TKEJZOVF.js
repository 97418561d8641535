#!/usr/bin/env node
import{a as o}from"./chunk-D3VBLFBI.js";import{a as i}from"./chunk-X5W6MTMK.js";import{a as r}from"./chunk-3ZD7NO7L.js";import{a as t}from"./chunk-TZSRXC2H.js";import{a as d}from"./chunk-JXDEX3MP.js";import{a as n}from"./chunk-V7LRZ2KT.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
