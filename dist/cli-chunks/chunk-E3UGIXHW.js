#!/usr/bin/env node
import{a as o}from"./chunk-YTBU6K6D.js";import{a as i}from"./chunk-B6MYMMD5.js";import{a as r}from"./chunk-RQ2DRBYJ.js";import{a as t}from"./chunk-NZQ4NKLH.js";import{a as d}from"./chunk-BJLY4CC5.js";import{a as n}from"./chunk-HDYLKOZV.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
