import { type Address, decodeFunctionResult, encodeFunctionData } from 'viem'
import type { HistoryTransfer, NftHolding } from '../types.js'
import type { RpcClient, RpcLog } from './rpcSchemas.js'
import { type TokenReader, tokenAbi } from './tokenReader.js'

/**
 * The candidates the account still holds, checked against the chain now (`ownerOf` /
 * `balanceOf`), with `tokenURI` / `uri` and the collection's name: one batch of reads.
 */
export async function readNftHoldings(
  client: RpcClient,
  parameters: {
    tokens: TokenReader
    account: string
    candidates: readonly (HistoryTransfer & { log?: RpcLog })[]
    spamContracts: ReadonlySet<string>
  },
): Promise<NftHolding[]> {
  const { tokens, account, spamContracts } = parameters
  const read = (token: string, functionName: 'ownerOf' | 'tokenURI' | 'uri', id: bigint) =>
    tokens.call(client, {
      to: token,
      data: encodeFunctionData({ abi: tokenAbi, functionName, args: [id] }),
    })
  const answers = await Promise.all(
    parameters.candidates.map(async (candidate): Promise<NftHolding | undefined> => {
      const id = BigInt(candidate.tokenId!)
      const token = candidate.token!
      const [held, uri, info] = await Promise.all([
        candidate.kind === 'erc721'
          ? read(token, 'ownerOf', id)
          : tokens.call(client, {
              to: token,
              data: encodeFunctionData({
                abi: tokenAbi,
                functionName: 'balanceOf',
                args: [account as Address, id],
              }),
            }),
        read(token, candidate.kind === 'erc721' ? 'tokenURI' : 'uri', id),
        tokens.tokenInfo(client, { token, kind: candidate.kind }),
      ])
      let balance = 0n
      try {
        if (candidate.kind === 'erc721') {
          const owner = decodeFunctionResult({
            abi: tokenAbi,
            functionName: 'ownerOf',
            data: held,
          })
          balance = owner.toLowerCase() === account ? 1n : 0n
        } else
          balance = decodeFunctionResult({ abi: tokenAbi, functionName: 'balanceOf', data: held })
      } catch {}
      if (balance === 0n) return undefined
      let metadataUri: string | undefined
      try {
        metadataUri = decodeFunctionResult({
          abi: tokenAbi,
          functionName: candidate.kind === 'erc721' ? 'tokenURI' : 'uri',
          data: uri,
        })
        // ERC-1155's {id} placeholder: the id as 64 lower-case hex digits.
        if (candidate.kind === 'erc1155')
          metadataUri = metadataUri.replaceAll('{id}', id.toString(16).padStart(64, '0'))
      } catch {}
      return {
        standard: candidate.kind as 'erc721' | 'erc1155',
        contract: token,
        tokenId: id.toString(),
        balance,
        collection: info.name,
        metadataUri: metadataUri?.slice(0, 100_000),
        isSpam: spamContracts.has(token) || candidate.nft?.isSpam === true,
      }
    }),
  )
  return answers.filter((holding): holding is NftHolding => !!holding)
}
