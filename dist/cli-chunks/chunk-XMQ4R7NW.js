#!/usr/bin/env node
import{g as r}from"./chunk-MYTE7B2E.js";import{g as o}from"./chunk-E5WZ45U5.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
