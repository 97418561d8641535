#!/usr/bin/env node
import{a}from"./chunk-CPDGWWJX.js";import"./chunk-T5WCFWTQ.js";export{a as nearest};
