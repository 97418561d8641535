#!/usr/bin/env node
import{a as r}from"./chunk-VAVUYKOB.js";import{a as o,g as t}from"./chunk-UE4RW76J.js";var p=r("todos",o,t);export{p as a};
