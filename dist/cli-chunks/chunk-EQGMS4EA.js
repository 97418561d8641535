#!/usr/bin/env node
import{a as o}from"./chunk-UUGNPK7R.js";var r=o.version;export{r as a};
