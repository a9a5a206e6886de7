// The frame's custody code (CUSTODY=shares, issue 32): its own module
// (dist/frame/custody/frameCustody.js, scripts/build-frame.mjs), imported only when a user whose
// key is in shares signs, so the share, Argon2id and signing code is not part of the page. This
// file is the chunk's face: each step is its own module.
export { changeRecoveryPassword } from './changeRecoveryPassword.js'
export { createKeys, enroll, migrate } from './createKeys.js'
export { type CustodyApi, type RecoveryParams, readRecoveryParams } from './custodyApi.js'
export { openDeviceShareStore } from './deviceShareStore.js'
export { exportKeys } from './exportKeys.js'
export { hasDeviceShares } from './hasDeviceShares.js'
export { passwordPrompt } from './passwordPrompt.js'
export { recover } from './recover.js'
export { recoveryFactor } from './recoveryFactor.js'
export { signInFrame } from './signInFrame.js'
