#!/usr/bin/env node
import{a as o}from"./chunk-C525HQJD.js";import{a as i}from"./chunk-FVYO45OO.js";import{a as r}from"./chunk-4SYD2AA5.js";import{a as t}from"./chunk-GDN2COKF.js";import{a as d}from"./chunk-CLQI67XF.js";import{a as n}from"./chunk-KUTFPSW3.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
