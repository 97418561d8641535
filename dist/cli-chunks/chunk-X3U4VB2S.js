#!/usr/bin/env node
import{g as r}from"./chunk-7P6F2UYT.js";import{g as o}from"./chunk-32HI7LRT.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
