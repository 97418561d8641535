#!/usr/bin/env node
import{a}from"./chunk-IOFJQGKF.js";import"./chunk-T5WCFWTQ.js";export{a as nearest};
