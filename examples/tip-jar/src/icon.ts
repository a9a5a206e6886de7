/**
 * The entry's own icon: a small SVG as a data URL, so it costs no request and passes a strict
 * CSP (`img-src data:`). The modal shows only https: and data:image URLs.
 */
export const tipJarIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#e0a526" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M7 3h10M8 3v3a4 4 0 0 0-3 4v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3v-8a4 4 0 0 0-3-4V3"/><path d="M9 14h6M12 11v6"/></svg>',
)}` as const
