#!/usr/bin/env node
import{a as o}from"./chunk-JIFXLAXC.js";import{a as i}from"./chunk-2Y5GC2M4.js";import{a as r}from"./chunk-F46PBOIQ.js";import{a as t}from"./chunk-X7OSPCPO.js";import{a as d}from"./chunk-YIU4AUQO.js";import{a as n}from"./chunk-6ILN4L3X.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
