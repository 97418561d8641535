#!/usr/bin/env node
import{a as o}from"./chunk-K7NY5HKX.js";import{a as i}from"./chunk-CARYAD3G.js";import{a as r}from"./chunk-34RZ7NYX.js";import{a as t}from"./chunk-X3U4VB2S.js";import{a as d}from"./chunk-6VQLC362.js";import{a as n}from"./chunk-V2TJDJCD.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
