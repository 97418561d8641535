#!/usr/bin/env node
import{a as n}from"./chunk-EVXUSSKQ.js";function t(i,r){return r.map(e=>`${n(i)}:${e.line}:${e.column}: ${e.severity} ${n(e.message)} [${n(e.ruleId)}]
`).join("")}export{t as a};
