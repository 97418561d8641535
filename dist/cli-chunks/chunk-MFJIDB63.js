#!/usr/bin/env node
import{a as o}from"./chunk-V3IE42RV.js";import{a as i}from"./chunk-3NZYRSJL.js";import{a as r}from"./chunk-PJHSRCVX.js";import{a as t}from"./chunk-VJHTUDXU.js";import{a as d}from"./chunk-2E2QGVWX.js";import{a as n}from"./chunk-VSCNXTGP.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
