#!/usr/bin/env node
import{g as o}from"./chunk-FRD3HGO4.js";var s=o("progress",{subject:"Your progress file does not follow its format yet"});export{s as a};
