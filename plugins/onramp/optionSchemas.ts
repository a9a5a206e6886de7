import * as z from 'zod/mini'
import { isWidgetOrigin } from './isWidgetOrigin.js'

// Shared by the providers' factories: built from the zod/mini pieces the kernel already
// ships eagerly (string, object, regex, refine), so a host pays almost nothing for them.

/** A function option (a host callback). */
export const callback = z
  .unknown()
  .check(z.refine((value) => typeof value === 'function', 'expected a function'))

/** An http(s) URL of a service the host runs. */
export const serviceUrl = z
  .string()
  .check(z.regex(/^https?:\/\/[^/\s]+\S*$/, 'expected the http(s) URL of a service you run'))

/** A widget origin: https, or http on loopback only. */
export const widgetOrigin = z
  .string()
  .check(z.refine(isWidgetOrigin, 'expected an https origin (http only on localhost)'))
