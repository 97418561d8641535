#!/usr/bin/env node
var o="Your return does not follow the return format yet";function d(t,n,e){return{name:t,rules:n,...e,read:(r,i)=>({diagnostics:e.lint(r,i).diagnostics,report:null,rewrite:()=>{}}),correction:{subject:o,rewrite:()=>{}}}}export{d as a};
