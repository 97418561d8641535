#!/usr/bin/env node
import{g as r}from"./chunk-4CHQ4WMI.js";import{g as o}from"./chunk-4OIDCAEQ.js";var t=r("progress",{rules:o,subject:"Your progress file does not follow its format yet"});export{t as a};
