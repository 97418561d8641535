#!/usr/bin/env node
var e=["status","deliverables","evidence","attestation"],t={status:"Status",deliverables:"Deliverables",evidence:"Evidence",attestation:"Runtime Attestation"};export{e as a,t as b};
