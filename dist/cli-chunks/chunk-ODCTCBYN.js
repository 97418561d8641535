#!/usr/bin/env node
import{g as r}from"./chunk-AS6QYPBP.js";import{g as o}from"./chunk-5KXBOHT5.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
