#!/usr/bin/env node
import{a as o}from"./chunk-RI36PPYL.js";import{a as i}from"./chunk-2K7WHMPS.js";import{a as r}from"./chunk-2RCKEICV.js";import{a as t}from"./chunk-AOYGYEWZ.js";import{a as d}from"./chunk-EZA3NG6U.js";import{a as n}from"./chunk-UB4TAW5X.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
