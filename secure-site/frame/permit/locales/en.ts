/** English, the permit rows' source catalogue: the others are checked against its keys. */
export const en = {
  permitUpTo: '{spender} up to {amount}',
  permitAllOf: '{spender} all of your {token}',
  permitNft: '{spender} your {token}',
  permitEveryNft: '{spender} every {token} NFT you own',
  permitUntil: '{grant}, until {date}',
  decodedOnly: 'Not simulated (this network does not offer it): read from the request itself',
  allowMore: '{spender} {amount} more than already allowed',
  unlimitedUntilWarning:
    'This lets {spender} take all of your {symbol} until {date}, unless you revoke it first.',
}

export type PermitMessageKey = keyof typeof en
