// The custody chunk (CUSTODY=shares, issue 32), loaded only when a login's keys are in shares.
// Imported from here, beside main.ts: scripts/build-frame.mjs keeps this exact path out of the
// page and serves the chunk beside frame.js.
export const loadCustody = () => import('./custody/frameCustody.js')
