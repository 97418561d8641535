#!/usr/bin/env node
import{a as o}from"./chunk-XX3SEU3Y.js";import{a as i}from"./chunk-BZY5OLPW.js";import{a as r}from"./chunk-S3A4GIG2.js";import{a as t}from"./chunk-54QF73C3.js";import{a as d}from"./chunk-NVBJBTYS.js";import{a as n}from"./chunk-WWMHZMCF.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
