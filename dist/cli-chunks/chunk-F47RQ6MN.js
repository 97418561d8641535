#!/usr/bin/env node
import{a as r}from"./chunk-VAVUYKOB.js";import{a as o,g as t}from"./chunk-74YEWGOS.js";var p=r("todos",o,t);export{p as a};
