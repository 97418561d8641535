#!/usr/bin/env node
import{a as o}from"./chunk-A3AQ3SHG.js";import{a as i}from"./chunk-JJOJZWNE.js";import{a as r}from"./chunk-7RWZ5BAC.js";import{a as t}from"./chunk-7RXP5C7B.js";import{a as d}from"./chunk-X3OWKLWJ.js";import{a as n}from"./chunk-IF7PSG22.js";var k={markdown:i,meta:r,subagent:d,progress:t,handoff:o,todos:n};export{k as a};
