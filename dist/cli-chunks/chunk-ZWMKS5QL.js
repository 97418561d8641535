#!/usr/bin/env node
function r(t){let i=[],n=0,l=0;for(let e=0;e<=t.length;e++){let s=t[e];s==="("||s==="["?n++:(s===")"||s==="]")&&n>0?n--:(e===t.length||s===","&&n===0)&&(i.push(t.slice(l,e)),l=e+1)}return i}export{r as a};
