#!/usr/bin/env node
var t=new Set(["","markdown","md","text","txt","plaintext"]);export{t as a};
