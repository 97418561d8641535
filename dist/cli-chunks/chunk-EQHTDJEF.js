#!/usr/bin/env node
import{a as o}from"./chunk-BXWEYGRJ.js";import{a as i}from"./chunk-4J7WTOUK.js";import{a as r}from"./chunk-TYN765X2.js";import{a as t}from"./chunk-RLRVS36E.js";import{a as d}from"./chunk-NJV4DO2R.js";import{a as n}from"./chunk-5YFMWI4I.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
