#!/usr/bin/env node
import{a as o}from"./chunk-NBEP3GF7.js";import{a as i}from"./chunk-3C2L7HKK.js";import{a as r}from"./chunk-63SGLXH7.js";import{a as t}from"./chunk-DQFOXLEY.js";import{a as d}from"./chunk-76S4WKYB.js";import{a as n}from"./chunk-JAKZXHAD.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
