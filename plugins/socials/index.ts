// gangway/socials: the eager descriptor only. The buttons, the popup flow, the views and the
// frame client load through `import()` on first use.
export { type SocialProvider, socialProviders } from './socialProviders.js'
export { type SocialsParameters, type SocialsPlugin, socials } from './socials.js'
