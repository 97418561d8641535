#!/usr/bin/env node
import{a as o}from"./chunk-TR64YZML.js";import{a as i}from"./chunk-EQZOJMYQ.js";import{a as r}from"./chunk-SZNE6Q3A.js";import{a as t}from"./chunk-KCXUIX3S.js";import{a as d}from"./chunk-LEGBMXSO.js";import{a as n}from"./chunk-YRKMS74O.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
