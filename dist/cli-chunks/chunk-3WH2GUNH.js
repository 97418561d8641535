#!/usr/bin/env node
import{a as o}from"./chunk-CGBV7TE2.js";import{a as i}from"./chunk-FEGPGSVR.js";import{a as r}from"./chunk-66WKXVNR.js";import{a as t}from"./chunk-3GBZ32WR.js";import{a as d}from"./chunk-AYGPV4TC.js";import{a as n}from"./chunk-AKL5YVOU.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
