import { Fragment, useId, useRef } from 'react'
import { useModalDialog } from '../../search-ui/use-modal-dialog.ts'
import { useAllStrings } from '../../locale/use-on-demand-strings.ts'
import { isMac } from '../../keyboard/keys.ts'

/** Keys pressed together, e.g. `['Ctrl', 'K']`. */
type Combo = readonly string[]

function Keys({ combos, or }: { combos: readonly Combo[]; or: string }) {
  return (
    <>
      {combos.map((combo, i) => (
        <Fragment key={combo.join('+')}>
          {i > 0 && <span className="shortcut-help__or"> {or} </span>}
          {combo.map((key, j) => (
            <Fragment key={key}>
              {j > 0 && '+'}
              <kbd>{key}</kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  )
}

/** The list of keyboard shortcuts, in a modal dialog that Esc closes (focus goes back). */
export default function ShortcutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAllStrings()
  const titleId = useId()
  const closeButton = useRef<HTMLButtonElement>(null)
  const modal = useModalDialog(open, onClose, closeButton)
  const mod = isMac() ? '⌘' : 'Ctrl'
  const rows: [readonly Combo[], string][] = [
    [[[mod, 'K'], ['/']], t.shortcutSearch],
    [[['↑'], ['↓']], t.shortcutMove],
    [[['Enter']], t.shortcutOpen],
    [[[mod, 'Enter']], t.shortcutNewTab],
    [[['Esc']], t.shortcutClose],
    [[['Tab'], ['Shift', 'Tab']], t.shortcutTab],
    [[['?']], t.shortcutHelp],
  ]
  return (
    <dialog
      ref={modal.dialog}
      className="shortcut-help"
      aria-labelledby={titleId}
      onClose={modal.onClose}
      onClick={modal.onClick}
      onKeyDown={modal.onKeyDown}
    >
      <div className="shortcut-help__head">
        <h2 id={titleId} className="shortcut-help__title">
          {t.shortcutsTitle}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="search-modal__close"
          onClick={modal.close}
        >
          {t.close}
        </button>
      </div>
      <dl className="shortcut-help__list">
        {rows.map(([combos, label]) => (
          <div key={label} className="shortcut-help__row">
            <dt>
              <Keys combos={combos} or={t.shortcutOr} />
            </dt>
            <dd>{label}</dd>
          </div>
        ))}
      </dl>
    </dialog>
  )
}
