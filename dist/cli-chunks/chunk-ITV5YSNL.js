#!/usr/bin/env node
function s(e,l){if(e.length*3<=l)return!1;if(e.length>l)return!0;let n=0;for(let r=0;r<e.length;r++){let f=e.charCodeAt(r);if(f<128?n+=1:f<2048?n+=2:f>=55296&&f<=56319&&r+1<e.length?(n+=4,r++):n+=3,n>l)return!0}return!1}export{s as a};
