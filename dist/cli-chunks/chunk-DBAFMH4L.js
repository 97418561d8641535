#!/usr/bin/env node
import{a as o}from"./chunk-IIH5CQMH.js";import{a as i}from"./chunk-EOU35XQB.js";import{a as r}from"./chunk-HUECBQMQ.js";import{a as t}from"./chunk-3VJ4LKLF.js";import{a as d}from"./chunk-HPZQOJDW.js";import{a as n}from"./chunk-RIMEF4OB.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
