#!/usr/bin/env node
import{a as n}from"./chunk-VAVUYKOB.js";import{b as o,c as f,f as e}from"./chunk-74YEWGOS.js";var d=n("handoff",[...o,...f],e);export{d as a};
