#!/usr/bin/env node
import{a as o}from"./chunk-DG3WU4GR.js";import{a as i}from"./chunk-4WEKBAKU.js";import{a as r}from"./chunk-RY6TENWK.js";import{a as t}from"./chunk-4GKJ6EIX.js";import{a as d}from"./chunk-NWSQRJ6A.js";import{a as n}from"./chunk-JI6I4Y2D.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
