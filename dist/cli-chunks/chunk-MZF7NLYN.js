#!/usr/bin/env node
import{g as r}from"./chunk-MVJVE276.js";import{g as o}from"./chunk-D2L4O5MK.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
