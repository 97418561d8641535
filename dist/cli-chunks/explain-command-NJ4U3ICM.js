#!/usr/bin/env node
import{a as u}from"./chunk-GJSKZVMB.js";import{n as l,o as t}from"./chunk-IR5OJMGM.js";import{a as n}from"./chunk-MEZ3WLHU.js";import"./chunk-PZXRKU7E.js";import"./chunk-TRIUARIS.js";import"./chunk-KNJUJPXE.js";import"./chunk-5IZT67QR.js";import"./chunk-L2DTJ5L2.js";import{a as m}from"./chunk-IOFJQGKF.js";import{b as a}from"./chunk-KZYJWKBS.js";import"./chunk-YBPFUMTB.js";import"./chunk-LG6N2ZXC.js";import"./chunk-ZR5V7BEP.js";import"./chunk-2LQV3IQC.js";import"./chunk-CZL2G4OZ.js";import"./chunk-T5WCFWTQ.js";import{parseArgs as c}from"node:util";async function k(p,i){let{values:d,positionals:s}=c({args:p,allowPositionals:!0,strict:!0,options:{help:{type:"boolean",short:"h"}}});if(d.help)return i.stdout(l),0;if(s.length!==1)throw new t("explain takes one rule id, such as `section-missing` (the rule table is in grammar/rules.md)");let r=s[0];if(!n.includes(r)){let o=m(r,n,3);throw new t(`unknown rule \`${r}\`${o?`, did you mean \`${o}\`?`:""}`)}let{allRules:f}=await import("./rules-Z7S3UPDQ.js"),e=f.find(o=>o.id===r);return i.stdout(`# ${e.id}

${u(e)}
More: ${a(e.id)}
`),0}export{k as explainCommand};
