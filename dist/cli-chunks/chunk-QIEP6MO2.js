#!/usr/bin/env node
import{a as o}from"./chunk-GGPDJ3QQ.js";import{a as i}from"./chunk-Y3KQNO23.js";import{a as r}from"./chunk-B6WZNJER.js";import{a as t}from"./chunk-PPVWUYXS.js";import{a as d}from"./chunk-KHYSPMER.js";import{a as n}from"./chunk-Y2RDMZJU.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
