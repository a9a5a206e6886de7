// gangway/email: the eager descriptor only. The views, the frame client and the embedded
// connector's providers load through `import()` on first use.
export { type EmailParameters, type EmailPlugin, email } from './email.js'
