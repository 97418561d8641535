#!/usr/bin/env node
import{a as o}from"./chunk-NG7R3OBJ.js";import{a as i}from"./chunk-AZTMAG2P.js";import{a as r}from"./chunk-MYF64HY6.js";import{a as t}from"./chunk-AIC4JJKW.js";import{a as d}from"./chunk-TVBG55GB.js";import{a as n}from"./chunk-VNS66IYE.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
