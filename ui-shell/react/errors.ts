import { BaseError } from 'gangway'

/** A Gangway hook or `ConnectButton` rendered where no `GangwayProvider` is above it. */
export class GangwayProviderMissingError extends BaseError {
  override name = 'GangwayProviderMissingError'
  constructor() {
    super(
      'PROVIDER_MISSING',
      'Gangway hooks need a <GangwayProvider gangway={…}> above them in the tree.',
      {
        details: 'Wrap the part of your app that uses them in <GangwayProvider gangway={gangway}>.',
      },
    )
  }
}
