#!/usr/bin/env node
import{a as o}from"./chunk-5FLRKKK6.js";import{a as i}from"./chunk-5ZHIIBII.js";import{a as r}from"./chunk-FGEIFITI.js";import{a as t}from"./chunk-3BUQLVVJ.js";import{a as d}from"./chunk-GGAJTFAU.js";import{a as n}from"./chunk-HR435QXW.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
