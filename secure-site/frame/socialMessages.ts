// The social callback page's messages (constants only: the callback page's script stays tiny).

/** The callback page to the site's own frame: the sign-in's result, never to the host page. */
export const socialResultType = '@gangway-secure-site/SOCIAL_RESULT'

/** The callback page to the host page: the sign-in finished (no result in it). */
export const socialDoneType = '@w3m-frame/SOCIAL_DONE'
