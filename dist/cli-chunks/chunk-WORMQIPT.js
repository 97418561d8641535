#!/usr/bin/env node
import{a as o}from"./chunk-Y532S4QC.js";import{a as i}from"./chunk-U3HIHJ7Q.js";import{a as r}from"./chunk-XSDUUEGD.js";import{a as t}from"./chunk-X4TGQDMM.js";import{a as d}from"./chunk-KG4XCREZ.js";import{a as n}from"./chunk-Q7JGRDON.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
