#!/usr/bin/env node
var t=["research","plan","implement","sync","commit"];export{t as a};
