#!/usr/bin/env node
import{a as o}from"./chunk-U4XGLNNR.js";import{a as i}from"./chunk-XZDDFDAL.js";import{a as r}from"./chunk-JM7UQTQW.js";import{a as t}from"./chunk-SZ43CIXJ.js";import{a as d}from"./chunk-Y7ZJDCW4.js";import{a as n}from"./chunk-6RGZCY3U.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
