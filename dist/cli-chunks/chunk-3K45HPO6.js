#!/usr/bin/env node
import{g as o}from"./chunk-4HPDZLQF.js";var s=o("progress",{subject:"Your progress file does not follow its format yet"});export{s as a};
