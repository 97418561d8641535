#!/usr/bin/env node
import{a as o}from"./chunk-G2CHNIQ3.js";import{a as i}from"./chunk-RVM5TTHE.js";import{a as r}from"./chunk-WHGQUPCA.js";import{a as t}from"./chunk-T5P35OEM.js";import{a as d}from"./chunk-4LQB7SEC.js";import{a as n}from"./chunk-GH464VJC.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
