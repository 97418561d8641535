#!/usr/bin/env node
import{a as o}from"./chunk-5JU7PLVK.js";import{a as i}from"./chunk-PME56HMM.js";import{a as r}from"./chunk-SAC4KGUQ.js";import{a as t}from"./chunk-TAVRF2IG.js";import{a as d}from"./chunk-4CEWHT5P.js";import{a as n}from"./chunk-W57F5J4V.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
