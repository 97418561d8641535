#!/usr/bin/env node
import{a as o}from"./chunk-2FNTF2MX.js";import{a as i}from"./chunk-IEQW5VHU.js";import{a as r}from"./chunk-JBQMJXVF.js";import{a as t}from"./chunk-7TO377JK.js";import{a as d}from"./chunk-DZM4V6LH.js";import{a as n}from"./chunk-TNKWZK2X.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
