#!/usr/bin/env node
import{a as o}from"./chunk-5SFUSZJD.js";import{a as i}from"./chunk-UGVWBNKB.js";import{a as r}from"./chunk-OIZOHQA4.js";import{a as t}from"./chunk-EKLFJCII.js";import{a as d}from"./chunk-QEJZ5H7M.js";import{a as n}from"./chunk-C47VU3CJ.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
