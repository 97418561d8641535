#!/usr/bin/env node
import{a as o}from"./chunk-OGE3OQDA.js";import{a as i}from"./chunk-K2UOQ5F7.js";import{a as r}from"./chunk-Y2ALYBEN.js";import{a as t}from"./chunk-YEE7UBVX.js";import{a as d}from"./chunk-ZA2MQZDX.js";import{a as n}from"./chunk-BMZJ6ZWE.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
