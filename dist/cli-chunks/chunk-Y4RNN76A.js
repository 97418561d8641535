#!/usr/bin/env node
import{a as o}from"./chunk-WIL3CT2D.js";import{a as i}from"./chunk-KP3IADSG.js";import{a as r}from"./chunk-TS3G23NM.js";import{a as t}from"./chunk-43KG6B5H.js";import{a as d}from"./chunk-A5WS2HJZ.js";import{a as n}from"./chunk-VBFGH7N5.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
