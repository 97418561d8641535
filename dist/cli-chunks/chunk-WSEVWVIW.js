#!/usr/bin/env node
import{a as o}from"./chunk-DIMU26O2.js";import{a as i}from"./chunk-KV2G2ZUE.js";import{a as r}from"./chunk-AFCODGMZ.js";import{a as t}from"./chunk-VZSQERU3.js";import{a as d}from"./chunk-6JGWQHZG.js";import{a as n}from"./chunk-OQ6F5INO.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
