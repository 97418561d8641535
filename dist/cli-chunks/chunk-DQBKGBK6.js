#!/usr/bin/env node
import{o as e}from"./chunk-IR5OJMGM.js";var i={output:{type:"string",short:"o"},"output-file":{type:"string"}};function p(n){let{output:t,"output-file":u}=n;if(t!==void 0&&u!==void 0&&t!==u)throw new e("--output and --output-file name the same option; give one file");return t??u}export{i as a,p as b};
