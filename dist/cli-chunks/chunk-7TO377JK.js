#!/usr/bin/env node
import{g as r}from"./chunk-2J35264N.js";import{g as o}from"./chunk-AGDOHXIB.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
