/** Clock difference tolerated between the wallet's page and the server, in ms. */
export const clockSkew = 60_000
