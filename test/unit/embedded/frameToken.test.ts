// The frame's ERC-20 reading (issue 31): calls decoded from their data, a token's symbol and
// decimals decoded from the chain's answers, hostile answers refused rather than shown.
import { encodeAbiParameters, encodeFunctionData, erc20Abi, maxUint256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTokenCall, describeCall } from '../../../secure-site/frame/decode.js'
import { cleanSymbol, decodeDecimals, decodeSymbol } from '../../../secure-site/frame/readToken.js'

const spender = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('decodeTokenCall', () => {
  it('reads transfer and approve from their ABI encoding', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [spender, 1_500_000n],
    })
    expect(decodeTokenCall(transfer)).toEqual({
      kind: 'transfer',
      recipient: spender,
      amount: 1_500_000n,
    })
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, maxUint256],
    })
    expect(decodeTokenCall(approve)).toEqual({ kind: 'approve', spender, amount: maxUint256 })
  })

  it('refuses data that is not exactly the call: another selector, a dirty address word, extra bytes', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [spender, 1n],
    })
    expect(decodeTokenCall(`0x23b872dd${transfer.slice(10)}`)).toBeUndefined()
    expect(decodeTokenCall(`${transfer.slice(0, 10)}ff${transfer.slice(12)}`)).toBeUndefined()
    expect(decodeTokenCall(`${transfer}00`)).toBeUndefined()
    expect(decodeTokenCall(undefined)).toBeUndefined()
    expect(describeCall(`${transfer}00`)).toBe('0xa9059cbb (69 bytes)')
  })
})

describe('a token’s facts from the chain', () => {
  it('reads an ABI string symbol and a bytes32 one (older tokens)', () => {
    expect(decodeSymbol(encodeAbiParameters([{ type: 'string' }], ['USDC']))).toBe('USDC')
    expect(decodeSymbol(stringToHex('MKR', { size: 32 }))).toBe('MKR')
    expect(decodeSymbol(encodeAbiParameters([{ type: 'string' }], ['USD₮0']))).toBe('USD₮0')
  })

  it('drops what would deceive the reader: bidirectional overrides, controls, markup, length', () => {
    expect(cleanSymbol('US\u202eDC')).toBe('USDC')
    expect(cleanSymbol('<b>X</b>')).toBe('bXb')
    expect(cleanSymbol('\u0000\u200b')).toBeUndefined()
    expect(cleanSymbol('A'.repeat(40))).toBe('A'.repeat(16))
  })

  it('refuses answers that are not a symbol or decimals', () => {
    expect(decodeSymbol('0x')).toBeUndefined()
    expect(decodeSymbol('0x1234')).toBeUndefined()
    // An offset pointing past the answer, and a length running past it.
    expect(decodeSymbol(`0x${'00'.repeat(31)}ff${'00'.repeat(32)}`)).toBeUndefined()
    expect(decodeSymbol(`0x${'00'.repeat(31)}20${'00'.repeat(31)}40`)).toBeUndefined()
    // Bytes that are not UTF-8.
    expect(decodeSymbol(encodeAbiParameters([{ type: 'bytes' }], ['0xff']))).toBeUndefined()
    expect(decodeDecimals(encodeAbiParameters([{ type: 'uint8' }], [6]))).toBe(6)
    expect(decodeDecimals(encodeAbiParameters([{ type: 'uint256' }], [77n]))).toBeUndefined()
    expect(decodeDecimals('0x06')).toBeUndefined()
  })
})
