#!/usr/bin/env node
import{a as o}from"./chunk-TL53LOFP.js";import{a as i}from"./chunk-RZVXREMH.js";import{a as r}from"./chunk-LIYQBGER.js";import{a as t}from"./chunk-Z75OHLPJ.js";import{a as d}from"./chunk-PQYRFTJR.js";import{a as n}from"./chunk-MQ4GDUC7.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
