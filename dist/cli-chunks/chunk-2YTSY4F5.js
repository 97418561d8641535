#!/usr/bin/env node
import{g as r}from"./chunk-V45DM54I.js";import{g as o}from"./chunk-WKG3LEAJ.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
