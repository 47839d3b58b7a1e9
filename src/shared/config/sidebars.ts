import { z } from 'zod'
import { localizedText } from './schema.ts'

/** The sidebar names the site knows. A doc belongs to at most one of them. */
export const SIDEBAR_IDS = [
  'faqsSideBar',
  'guidesSidebar',
  'servicesSidebar',
  'logsSideBar',
  'pricingSidebar',
] as const
export type SidebarId = (typeof SIDEBAR_IDS)[number]

/** A doc id is the docs path without `.md`, e.g. `faqs/deepl-limit` or `faqs/index`. */
const docId = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9/_-]*$/u,
    'a doc id is a docs path without ".md", e.g. "faqs/deepl-limit"',
  )

type CategoryInput = {
  type: 'category'
  label: z.input<typeof localizedText>
  collapsed?: boolean
  items: ItemInput[]
}
type ItemInput = string | CategoryInput

const item: z.ZodType<ItemInput> = z.lazy(() =>
  z.union([
    docId,
    z.strictObject({
      type: z.literal('category'),
      label: localizedText,
      /** Categories start open unless this is true; the one holding the current page always opens. */
      collapsed: z.boolean().optional(),
      items: z.array(item).min(1),
    }),
  ]),
)

export const sidebarsSchema = z.strictObject(
  Object.fromEntries(SIDEBAR_IDS.map((id) => [id, z.array(item).min(1)])) as Record<
    SidebarId,
    z.ZodArray<typeof item>
  >,
)
export type SidebarsInput = Record<SidebarId, ItemInput[]>
