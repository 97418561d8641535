#!/usr/bin/env node
import{a as o}from"./chunk-J7XJDFIF.js";import{a as i}from"./chunk-RGD4MNHJ.js";import{a as r}from"./chunk-73RPIYEQ.js";import{a as t}from"./chunk-PHZOGMEN.js";import{a as d}from"./chunk-4WXXCY6P.js";import{a as n}from"./chunk-ISUEFAP6.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
