#!/usr/bin/env node
import{a as o}from"./chunk-C6LS5AVC.js";import{a as i}from"./chunk-2DRU4SZS.js";import{a as r}from"./chunk-FYF3JHX3.js";import{a as t}from"./chunk-JSPGCF7I.js";import{a as d}from"./chunk-SNOSCSYE.js";import{a as n}from"./chunk-WI4BELW4.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
