#!/usr/bin/env node
var e=["in_progress","researched","planned","implemented","synced","committed","partial","failed","blocked"],t=["completed","partial","failed","blocked"],s=["not_started","in_progress","done","blocked"],o=["failed","partial","blocked"];export{e as a,t as b,s as c,o as d};
