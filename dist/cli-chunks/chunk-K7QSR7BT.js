#!/usr/bin/env node
import{a as o}from"./chunk-QBMM6V2M.js";import{a as i}from"./chunk-KD43DJYC.js";import{a as r}from"./chunk-NTM4N6NK.js";import{a as t}from"./chunk-C6GPSZEE.js";import{a as d}from"./chunk-43PYDCUO.js";import{a as n}from"./chunk-IZOBBUN7.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
