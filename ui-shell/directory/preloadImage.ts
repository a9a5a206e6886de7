import type { Environment } from 'gangway/kernel'

/** SPEC §9: an image that has not loaded after 2 s is shown as the fallback icon. */
export const imageTimeout = 2_000
/** SPEC §9: the first 20 images of a page are fetched before the page is shown. */
export const prefetchedImages = 20

/** Loads one image; rejects when it cannot be loaded. */
export type LoadImage = (url: string) => Promise<void>

/** Loads through an `<img>` (so `img-src` of the page's CSP applies, not `connect-src`). */
export const loadImageElement: LoadImage = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image()
    image.referrerPolicy = 'no-referrer'
    image.onload = () => resolve()
    image.onerror = () => reject(new Error(`image failed: ${url}`))
    image.src = url
  })

/**
 * Loads an image within a time limit.
 *
 * @returns `true` when it loaded in time, `false` when it failed or was too slow.
 * @example
 * if (!(await preloadImage(env, { url }))) useFallbackIcon()
 */
export function preloadImage(
  env: Pick<Environment, 'setTimeout' | 'clearTimeout'>,
  parameters: {
    /** The image's address. */
    url: string
    /** How it is loaded (default: an `<img>`, `loadImageElement`). */
    load?: LoadImage | undefined
    /** How long it may take, in ms (default `imageTimeout`). */
    timeout?: number | undefined
  },
): Promise<boolean> {
  const { url } = parameters
  // Bundled icons are inline: nothing to wait for.
  if (url.startsWith('data:')) return Promise.resolve(true)
  const load = parameters.load ?? loadImageElement
  return new Promise((resolve) => {
    const timer = env.setTimeout(() => resolve(false), parameters.timeout ?? imageTimeout)
    load(url).then(
      () => {
        env.clearTimeout(timer)
        resolve(true)
      },
      () => {
        env.clearTimeout(timer)
        resolve(false)
      },
    )
  })
}
