#!/usr/bin/env node
import{a as o}from"./chunk-64IFJAR3.js";import{a as i}from"./chunk-CGKKBI6U.js";import{a as r}from"./chunk-A4X6ZUQE.js";import{a as t}from"./chunk-KWUNEHSS.js";import{a as d}from"./chunk-YO2AAHHX.js";import{a as n}from"./chunk-TUZFHJYD.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
