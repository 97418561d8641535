#!/usr/bin/env node
import{a as o}from"./chunk-K7T3NHIA.js";import{a as i}from"./chunk-VDEETW4T.js";import{a as r}from"./chunk-AFBKIMVW.js";import{a as t}from"./chunk-Z625ORPP.js";import{a as d}from"./chunk-ADPNTFCR.js";import{a as n}from"./chunk-GKCJMVE7.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
