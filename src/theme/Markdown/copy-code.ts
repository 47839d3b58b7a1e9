const RESET_MS = 2000
const timers = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>()

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    // No clipboard API (plain http, denied permission): the selection route still works.
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.cssText = 'position:fixed;opacity:0;pointer-events:none'
    document.body.append(area)
    area.select()
    document.execCommand('copy')
    area.remove()
  }
}

/**
 * Copies the code of the `.code-block` a copy button sits in, then shows the button's
 * `data-copied` text for two seconds. The prerendered button is reused as is.
 */
export async function copyCode(button: HTMLButtonElement): Promise<void> {
  const code = button.closest('.code-block')?.querySelector('pre code')?.textContent ?? ''
  await writeClipboard(code)
  button.dataset.label ??= button.textContent ?? ''
  button.textContent = button.dataset.copied ?? button.dataset.label
  button.classList.add('copy-code--copied')
  clearTimeout(timers.get(button))
  timers.set(
    button,
    setTimeout(() => {
      button.textContent = button.dataset.label ?? ''
      button.classList.remove('copy-code--copied')
    }, RESET_MS),
  )
}
