#!/usr/bin/env node
import{a as o}from"./chunk-5MA4OAL3.js";import{a as i}from"./chunk-UH2HTF5K.js";import{a as r}from"./chunk-JW43DFJO.js";import{a as t}from"./chunk-CSF2R6RF.js";import{a as d}from"./chunk-X2LHLVHQ.js";import{a as n}from"./chunk-6UEQPWSM.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
