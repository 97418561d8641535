#!/usr/bin/env node
import{g as r}from"./chunk-NRNQ4W4C.js";import{g as o}from"./chunk-WMAIP4VG.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
