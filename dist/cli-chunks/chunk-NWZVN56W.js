#!/usr/bin/env node
import{a as f}from"./chunk-ALVYCWLQ.js";import{c as o}from"./chunk-P6EWZD3E.js";var d=f("handoff",o);export{d as a};
