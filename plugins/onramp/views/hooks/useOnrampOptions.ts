import { useEffect, useState } from 'react'
import type { OnrampService, ProviderOptions } from '../../createOnrampService.js'
import type { OnrampOptions } from '../../types.js'

/** Every provider's options and all of them merged; undefined until they are known. */
export type LoadedOnrampOptions = {
  byProvider: Readonly<Record<string, ProviderOptions>>
  merged: OnrampOptions
}

/** The providers' options, asked once per service (they never reject: SPEC §8's defaults). */
export function useOnrampOptions(service: OnrampService): LoadedOnrampOptions | undefined {
  const [options, setOptions] = useState<LoadedOnrampOptions>()
  useEffect(() => {
    let live = true
    void service.getOptions().then((result) => live && setOptions(result))
    return () => {
      live = false
    }
  }, [service])
  return options
}
