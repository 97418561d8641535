#!/usr/bin/env node
import{a as o}from"./chunk-DMYAXBGA.js";import{a as i}from"./chunk-6KPHLTMO.js";import{a as r}from"./chunk-7IH6CUS2.js";import{a as t}from"./chunk-TP24ZPGF.js";import{a as d}from"./chunk-GLF2M2QK.js";import{a as n}from"./chunk-T3GKMPFW.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
