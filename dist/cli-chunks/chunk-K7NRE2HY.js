#!/usr/bin/env node
import{a as o}from"./chunk-LHIMOYYJ.js";import{a as i}from"./chunk-BV2AQKPV.js";import{a as r}from"./chunk-JKLYMQJN.js";import{a as t}from"./chunk-DWUOYNVQ.js";import{a as d}from"./chunk-RHLBY72T.js";import{a as n}from"./chunk-TSMWP7FT.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
