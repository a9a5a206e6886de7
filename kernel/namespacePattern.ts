/** CAIP-2 namespace syntax; which namespaces exist is up to the enabled chain plugins. */
export const namespacePattern = /^[-a-z0-9]{3,8}$/
