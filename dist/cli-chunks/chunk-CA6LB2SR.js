#!/usr/bin/env node
import{a as o}from"./chunk-OFTNQN6X.js";import{a as i}from"./chunk-NBURZLGP.js";import{a as r}from"./chunk-GPJD7K7Y.js";import{a as t}from"./chunk-ICEA4YVP.js";import{a as d}from"./chunk-TK7KPWFD.js";import{a as n}from"./chunk-3VTDAVUP.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
