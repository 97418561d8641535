#!/usr/bin/env node
import{a as o}from"./chunk-ZICCO6DP.js";import{a as i}from"./chunk-6P2RE6VW.js";import{a as r}from"./chunk-HD7YA7UC.js";import{a as t}from"./chunk-I5VWDXYP.js";import{a as d}from"./chunk-VVSZU5T6.js";import{a as n}from"./chunk-Z2SJRJ7E.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
