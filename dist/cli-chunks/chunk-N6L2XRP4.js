#!/usr/bin/env node
import{g as r}from"./chunk-NZI436I2.js";import{g as o}from"./chunk-VU22ZA7Y.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
