import { type Address, getAddress } from 'viem'
import { isNativeToken } from '../constants.js'

/** Two addresses are the same whatever their checksum case. */
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

/** A token as a router path names it: the native coin is its wrapped token. */
export const toPathToken = (token: string, wrapped: string): Address =>
  getAddress(isNativeToken(token) ? wrapped : token)
