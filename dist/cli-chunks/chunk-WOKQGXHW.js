#!/usr/bin/env node
import{a as o}from"./chunk-YAIOVSWM.js";import{a as i}from"./chunk-IXF6QI63.js";import{a as r}from"./chunk-4URZWA46.js";import{a as t}from"./chunk-7RXHALXV.js";import{a as d}from"./chunk-5I7EWQ3I.js";import{a as n}from"./chunk-57ZMO5XU.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
