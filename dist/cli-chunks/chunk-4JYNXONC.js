#!/usr/bin/env node
import{a as o}from"./chunk-FYXOZQF6.js";import{a as i}from"./chunk-QC7WY4YP.js";import{a as r}from"./chunk-NZX4RT73.js";import{a as t}from"./chunk-3K45HPO6.js";import{a as d}from"./chunk-JRLNE7QV.js";import{a as n}from"./chunk-QIV3OTHZ.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
