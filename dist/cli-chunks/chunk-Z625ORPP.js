#!/usr/bin/env node
import{g as r}from"./chunk-NMEVBBV3.js";import{g as o}from"./chunk-KKBHXAFL.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
