import type { ZodMiniType } from 'zod/mini'

/** A plugin's state slice, as written in `definePlugin({ slice })` or `defineSlice`. */
export type SliceDefinition<state = unknown> = {
  /** Key in `state.slices` and in storage; the plugin's name by default. */
  name?: string | undefined
  initial: state
  /** When given, the slice is persisted and validated with this schema on load. */
  persist?: ZodMiniType<NoInfer<state>> | undefined
}

/** Any plugin's slice, as the kernel sees it (the state type erased). */
export type AnySlice = {
  readonly name: string
  readonly initial: unknown
  readonly persist: ZodMiniType | undefined
}
