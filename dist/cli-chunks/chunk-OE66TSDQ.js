#!/usr/bin/env node
import{a as t}from"./chunk-ALVYCWLQ.js";import{d as o}from"./chunk-RJREOC7F.js";var i=t("todos",o);export{i as a};
