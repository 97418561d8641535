#!/usr/bin/env node
import{a as o}from"./chunk-U747ODY6.js";import{a as i}from"./chunk-DIPEHLBJ.js";import{a as r}from"./chunk-NVJGBZQ7.js";import{a as t}from"./chunk-HBDBQNPC.js";import{a as d}from"./chunk-2PVK27CU.js";import{a as n}from"./chunk-GVMXK3WQ.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
