import { type ComponentType, type ReactElement, type ReactNode, useEffect, useState } from 'react'
import { useUi } from '../context.js'
import type { ViewProps } from '../kit/ViewProps.js'
import { Spinner } from './icons.js'
import { RenderErrorBoundary } from './RenderErrorBoundary.js'

type Loaded = { name: string; component?: ComponentType<ViewProps>; failed?: boolean }

/** Loads a plugin view through `kernel.registry.loadView` and renders it. */
export function usePluginView(name: string): Loaded {
  const { kernel } = useUi()
  const [loaded, setLoaded] = useState<Loaded>({ name })
  useEffect(() => {
    let live = true
    setLoaded({ name })
    kernel.registry
      .loadView(name)
      .then((module) => {
        if (live) setLoaded({ name, component: module.default as ComponentType<ViewProps> })
      })
      .catch((error: unknown) => {
        kernel.log.error(`view "${name}" failed to load`, error)
        if (live) setLoaded({ name, failed: true })
      })
    return () => {
      live = false
    }
  }, [kernel, name])
  return loaded
}

/** A place plugins may fill (avatar, name, tab contents); `fallback` when none does. */
export function PluginSlot({
  name,
  data,
  fallback,
}: {
  name: string
  data: unknown
  fallback: ReactNode
}): ReactElement {
  const { kernel } = useUi()
  if (!kernel.registry.hasView(name)) return <>{fallback}</>
  // A slot that throws shows what it would show without the plugin; the view around it stays.
  return (
    <RenderErrorBoundary log={kernel.log} part={name} fallback={() => fallback}>
      <LoadedSlot name={name} data={data} fallback={fallback} />
    </RenderErrorBoundary>
  )
}

function LoadedSlot({
  name,
  data,
  fallback,
}: {
  name: string
  data: unknown
  fallback: ReactNode
}): ReactElement {
  const { kernel, t } = useUi()
  const loaded = usePluginView(name)
  if (loaded.failed) return <>{fallback}</>
  if (!loaded.component || loaded.name !== name)
    return (
      <div className="center">
        <Spinner />
      </div>
    )
  const Component = loaded.component
  return <Component kernel={kernel} data={data} t={t} />
}
