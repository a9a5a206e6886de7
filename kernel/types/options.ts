// The plain values of a host's options. `GangwayOptions` itself is in kernel.ts: it holds plugins,
// which hold the kernel.

export type ThemeMode = 'light' | 'dark' | 'system'

export type ThemeVariables = {
  accent?: string | undefined
  fontFamily?: string | undefined
  fontSize?: string | undefined
  borderRadius?: string | undefined
  zIndex?: number | undefined
  qrColor?: string | undefined
  qrBackground?: string | undefined
}

export type Metadata = {
  name: string
  description?: string | undefined
  url?: string | undefined
  icons?: readonly string[] | undefined
}

export type ConnectMethod = 'email' | 'social' | 'wallet'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
