#!/usr/bin/env node
import{a as o}from"./chunk-APBPIAYE.js";import{a as i}from"./chunk-GXBGDKQ5.js";import{a as r}from"./chunk-YMMFRLXH.js";import{a as t}from"./chunk-XMQ4R7NW.js";import{a as d}from"./chunk-XCFI7RED.js";import{a as n}from"./chunk-BJLHDVCD.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
