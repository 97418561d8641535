#!/usr/bin/env node
import{a as o}from"./chunk-3PRGQWQP.js";import{a as i}from"./chunk-D6AGJXXQ.js";import{a as r}from"./chunk-A6JIP65Y.js";import{a as t}from"./chunk-2CPKJIBN.js";import{a as d}from"./chunk-S5SZS457.js";import{a as n}from"./chunk-T3Z33PZW.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
