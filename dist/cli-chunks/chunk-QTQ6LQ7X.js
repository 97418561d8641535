#!/usr/bin/env node
import{a as o}from"./chunk-7VJGYLBA.js";import{a as i}from"./chunk-MKUYXRZI.js";import{a as r}from"./chunk-U3VRBYHT.js";import{a as t}from"./chunk-LEEEXPXY.js";import{a as d}from"./chunk-3353ASXP.js";import{a as n}from"./chunk-JRRTUGS3.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
