#!/usr/bin/env node
import{a as o}from"./chunk-U4SA3LFQ.js";import{a as i}from"./chunk-ZMBNPL5P.js";import{a as r}from"./chunk-RRK7RA4H.js";import{a as t}from"./chunk-TACCLW2C.js";import{a as d}from"./chunk-GGD457EF.js";import{a as n}from"./chunk-JVK6FEIE.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
