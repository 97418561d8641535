#!/usr/bin/env node
import{a as o}from"./chunk-FVISZANQ.js";import{a as i}from"./chunk-NDNID4W3.js";import{a as r}from"./chunk-JVCJ762M.js";import{a as t}from"./chunk-KEY5OO4J.js";import{a as d}from"./chunk-RJ6YUCHJ.js";import{a as n}from"./chunk-TDJYCGWF.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
