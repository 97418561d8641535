#!/usr/bin/env node
import{a as o}from"./chunk-CEO6HHA5.js";import{a as i}from"./chunk-TRMZXPU5.js";import{a as r}from"./chunk-KM62LQUF.js";import{a as t}from"./chunk-Z4U4WXVU.js";import{a as d}from"./chunk-Z6GZX6U7.js";import{a as n}from"./chunk-OTVOU7ZM.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
