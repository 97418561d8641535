#!/usr/bin/env node
import{a as o}from"./chunk-M6QHKLKH.js";import{a as i}from"./chunk-FKS646RQ.js";import{a as r}from"./chunk-V62KHL2D.js";import{a as t}from"./chunk-LA3RXVUL.js";import{a as d}from"./chunk-UMST36LA.js";import{a as n}from"./chunk-HQGHSPVZ.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
