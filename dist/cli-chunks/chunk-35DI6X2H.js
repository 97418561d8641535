#!/usr/bin/env node
import{a as o}from"./chunk-S7ZOKH7T.js";import{a as i}from"./chunk-37W6JN56.js";import{a as r}from"./chunk-OO4T4CJ6.js";import{a as t}from"./chunk-JEVZMVPQ.js";import{a as d}from"./chunk-IKY4B6TH.js";import{a as n}from"./chunk-3HNB3VJB.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
