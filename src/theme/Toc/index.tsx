import type { TocNode } from '../../shared/toc.ts'
import { useStrings } from '../../locale/use-locale.ts'

function TocList({ nodes, onPick }: { nodes: readonly TocNode[]; onPick?: () => void }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${encodeURIComponent(node.id)}`} className="toc__link" onClick={onPick}>
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} onPick={onPick} />}
        </li>
      ))}
    </ul>
  )
}

/** The table of contents beside the content on wide screens (CSS hides it on narrow ones). */
export function Toc({ nodes }: { nodes: readonly TocNode[] }) {
  const t = useStrings()
  return (
    <nav className="toc toc--side" aria-label={t.tocLabel}>
      <p className="toc__title" aria-hidden="true">
        {t.onThisPage}
      </p>
      <TocList nodes={nodes} />
    </nav>
  )
}

/** The same contents folded above the text on narrow screens; picking an entry folds it again. */
export function TocCollapsible({ nodes }: { nodes: readonly TocNode[] }) {
  const t = useStrings()
  return (
    <details className="toc toc--collapsible">
      <summary>{t.onThisPage}</summary>
      <TocList
        nodes={nodes}
        onPick={() => {
          document
            .querySelector<HTMLDetailsElement>('details.toc--collapsible')
            ?.removeAttribute('open')
        }}
      />
    </details>
  )
}
