// gangway/socials: the eager descriptor only. The buttons, the popup flow, the views and the
// frame client load through `import()` on first use.
export {
  type SocialProvider,
  type SocialsParameters,
  type SocialsPlugin,
  socialProviders,
  socials,
} from './socials.js'
