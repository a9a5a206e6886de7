/** SPEC §2 ConnectingSiwe: one-click sign-in's waiting state while its messages are checked. */
export const connectingSiweView = 'ConnectingSiwe'
