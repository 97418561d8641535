#!/usr/bin/env node
import{a as o}from"./chunk-QCNKHQWM.js";import{a as i}from"./chunk-FFBTJM6G.js";import{a as r}from"./chunk-ZXXUYSQB.js";import{a as t}from"./chunk-JDVQFLR4.js";import{a as d}from"./chunk-X6GL5ZVO.js";import{a as n}from"./chunk-5JKY66UY.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
