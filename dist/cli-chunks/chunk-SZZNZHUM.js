#!/usr/bin/env node
import{a as o}from"./chunk-7GKOEFRU.js";import{a as i}from"./chunk-BHCFMNAJ.js";import{a as r}from"./chunk-NLCOTBNN.js";import{a as t}from"./chunk-ODCTCBYN.js";import{a as d}from"./chunk-M5RQRANT.js";import{a as n}from"./chunk-IK6TJQTY.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
