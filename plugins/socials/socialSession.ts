// The descriptor's two lazy steps in one module: one `import()` (and one chunk name) in the
// host's first load instead of two.
export { forgetSocialLogin } from './forgetSocialLogin.js'
export { resumeSocialLogin } from './resumeSocialLogin.js'
