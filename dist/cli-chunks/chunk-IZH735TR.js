#!/usr/bin/env node
import{a as d}from"./chunk-BQAEVJRD.js";var g=10;function p(t,e,i,f){let n=t,s=e;for(let a=0;a<g;a++){let o=i(s);if(o.length===0)break;let r=d(n,o).output;if(r===n)break;let x=f(r);if(x===void 0)break;n=r,s=x}return{text:n,reading:s}}function u(t){let e=[];for(let i of t)i.fix&&e.push(i.fix);return e}export{p as a,u as b};
