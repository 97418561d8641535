#!/usr/bin/env node
import{a as f}from"./chunk-ALVYCWLQ.js";import{c as o}from"./chunk-RJREOC7F.js";var d=f("handoff",o);export{d as a};
