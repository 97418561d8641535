#!/usr/bin/env node
import{a}from"./chunk-RKRJ3ANY.js";import"./chunk-IDK4CEE5.js";import"./chunk-EVXUSSKQ.js";import"./chunk-CZL2G4OZ.js";import"./chunk-T5WCFWTQ.js";export{a as stylish};
