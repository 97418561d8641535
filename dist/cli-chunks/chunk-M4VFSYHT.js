#!/usr/bin/env node
import{b as e,c as t}from"./chunk-ZVE7JOGK.js";function o(r){return{lint:(n,s)=>({diagnostics:e(r,n,s),suppressed:[]}),fix:(n,s)=>t(r,n,s)}}var d={meta:o("meta"),subagent:o("subagent"),progress:o("progress")};export{d as a};
