#!/usr/bin/env node
import{a as o}from"./chunk-ZD3PYHW7.js";import{a as i}from"./chunk-HUCYZQXW.js";import{a as r}from"./chunk-7AO7KXEL.js";import{a as t}from"./chunk-C2FCEZSL.js";import{a as d}from"./chunk-NRFAIRVT.js";import{a as n}from"./chunk-5PC3WQLT.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
