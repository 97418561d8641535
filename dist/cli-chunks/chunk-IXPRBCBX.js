#!/usr/bin/env node
import{a as o}from"./chunk-HW6ZZ6CO.js";import{a as i}from"./chunk-FIS5U7VI.js";import{a as r}from"./chunk-DCQ4WGJY.js";import{a as t}from"./chunk-OXOYJMA7.js";import{a as d}from"./chunk-BUPPFLA5.js";import{a as n}from"./chunk-35SXTPXB.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
