#!/usr/bin/env node
import{a as o}from"./chunk-NCCLAKIA.js";import{a as i}from"./chunk-KXPIJHBG.js";import{a as r}from"./chunk-YCA7OO4O.js";import{a as t}from"./chunk-SRQQSZWF.js";import{a as d}from"./chunk-PY7L26U7.js";import{a as n}from"./chunk-QRCRBVNC.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
