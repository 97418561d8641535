#!/usr/bin/env node
import"./chunk-T5WCFWTQ.js";var u=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;function n(e){return e.replace(u,"\uFFFD").replaceAll("&","&amp;").replaceAll("<","&lt;").replaceAll(">","&gt;").replaceAll('"',"&quot;").replaceAll("'","&apos;").replaceAll("\r","&#13;").replaceAll(`
`,"&#10;")}function i(e){return e.severity==="error"||e.severity==="warning"}function m(e,t){let r=`${t.line}:${t.column} ${t.ruleId}`,s=`${e.filePath}:${t.line}:${t.column} ${t.message}${t.url?` (${t.url})`:""}`;return`    <testcase name="${n(r)}" classname="${n(e.filePath)}" time="0">
      <failure message="${n(t.message)}" type="${t.severity}">${n(s)}</failure>
    </testcase>
`}function o(e,t,r){let s=e.diagnostics.filter(i),l=s.length===0?`    <testcase name="${n(e.filePath)}" classname="${n(e.filePath)}" time="0"/>
`:s.map(a=>m(e,a)).join("");return`  <testsuite package="handback" id="${t}" name="${n(e.filePath)}" timestamp="${r}" hostname="localhost" tests="${Math.max(1,s.length)}" failures="${s.length}" errors="0" skipped="0" time="0">
    <properties/>
`+l+`    <system-out/>
    <system-err/>
  </testsuite>
`}var p=(e,t)=>{let r=(t.timestamp??new Date().toISOString()).slice(0,19);return`<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
${e.map((s,l)=>o(s,l,r)).join("")}</testsuites>
`};export{n as escapeXml,p as junit};
