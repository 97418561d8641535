#!/usr/bin/env node
import{a as o}from"./chunk-K4LZKJH4.js";import{a as i}from"./chunk-KWMESMPU.js";import{a as r}from"./chunk-6RLQSQUH.js";import{a as t}from"./chunk-4ZAKXGRI.js";import{a as d}from"./chunk-HNZNU5EE.js";import{a as n}from"./chunk-2CIZ7APC.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
