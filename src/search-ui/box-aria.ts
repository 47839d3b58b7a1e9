/** Combobox state of the navbar search input, owned by the dropdown once it has loaded. */
export interface BoxAria {
  expanded: boolean
  controls?: string | undefined
  active?: string | undefined
}
