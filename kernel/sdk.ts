/** SPEC §7: every directory and analytics call carries the SDK type (`st`)… */
export const sdkType = 'gangway'
/** …and the SDK version (`sv`). */
export const sdkVersion = 'gangway-0.1.0'
