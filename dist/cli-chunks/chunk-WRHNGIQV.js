#!/usr/bin/env node
import{a as o}from"./chunk-KIUWOCDA.js";import{a as i}from"./chunk-T4NPIICB.js";import{a as r}from"./chunk-RLZLDFGJ.js";import{a as t}from"./chunk-BABOITXE.js";import{a as d}from"./chunk-SUWT5EJU.js";import{a as n}from"./chunk-DKGZLU73.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
