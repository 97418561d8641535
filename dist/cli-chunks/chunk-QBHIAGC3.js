#!/usr/bin/env node
import{a as o}from"./chunk-DC2E5Y5D.js";import{a as i}from"./chunk-OHLLTT3H.js";import{a as r}from"./chunk-TAAVDUC7.js";import{a as t}from"./chunk-F4IDB26S.js";import{a as d}from"./chunk-2WCASOK6.js";import{a as n}from"./chunk-FGGHXHZI.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
