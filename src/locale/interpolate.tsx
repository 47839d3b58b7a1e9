import { Fragment, type ReactNode } from 'react'

/** Fills `{name}` placeholders of an interface string with elements (`format` does text only). */
export function interpolate(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/u).map((part, i) => {
    const name = /^\{(\w+)\}$/u.exec(part)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never move
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>
  })
}
