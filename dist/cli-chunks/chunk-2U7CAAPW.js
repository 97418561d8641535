#!/usr/bin/env node
import{a as o}from"./chunk-WWFE7QXQ.js";import{a as i}from"./chunk-CLLYGAAQ.js";import{a as r}from"./chunk-YIZM6LK7.js";import{a as t}from"./chunk-BX2ADJX5.js";import{a as d}from"./chunk-VFZ2R2XS.js";import{a as n}from"./chunk-F47RQ6MN.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
