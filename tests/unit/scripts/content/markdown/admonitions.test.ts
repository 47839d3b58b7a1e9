import { describe, expect, it } from 'vitest'
import { ADMONITIONS } from '../../../../../scripts/content/markdown/admonitions.ts'
import { problemsOf, render } from './support.ts'

describe('scripts/content/markdown: admonitions', () => {
  it('renders every kind of the table with its default title', () => {
    for (const kind of Object.keys(ADMONITIONS)) {
      expect(render(`:::${kind}\nx\n:::`).html).toMatch(
        new RegExp(
          `^<div class="admonition admonition-${kind}" role="note"><p class="admonition-title">[A-Z]\\w+</p>`,
          'u',
        ),
      )
    }
  })

  it.each([
    [
      'at the end of the page',
      'Intro\n\n:::warning\nbody\n\n## Later',
      ['3:1 ":::warning" is never closed, so it takes in the rest of the page'],
    ],
    [
      'inside a box that is closed',
      '::::note\n:::tip\nx\n::::',
      ['2:1 ":::tip" is never closed, so it takes in the rest of the page'],
    ],
    [
      'when its fence closes the outer box',
      ':::note\n:::tip\nx\n:::',
      ['2:1 ":::tip" is never closed, so it takes in the rest of the page'],
    ],
    [
      'with a closing fence that is too short',
      '::::note\nx\n:::\n\nafter',
      ['1:1 "::::note" is never closed, so it takes in the rest of the page'],
    ],
    [
      'inside a list item',
      '- :::note\n  x\n- y',
      ['1:3 ":::note" is never closed, so it takes in the rest of the page'],
    ],
    [
      'with a title and nothing else',
      ':::tip[Careful]',
      ['1:1 ":::tip" is never closed, so it takes in the rest of the page'],
    ],
  ])('reports one left open %s, at the line where it opened', (_, md, expected) => {
    expect(problemsOf(md)).toEqual(expected)
  })

  it('tells how to close it', () => {
    expect(render('::::note\nx').problems[0]!.hint).toBe(
      'end it with a line "::::" where the box should end',
    )
  })

  it('accepts closed and nested boxes', () => {
    expect(
      problemsOf(':::note\nx\n:::\n\n::::tip[T]\n:::danger\ny\n:::\n::::\n\n- :::info\n  z\n  :::'),
    ).toEqual([])
  })

  it('reports an unknown name with the known ones', () => {
    const { problems } = render(':::caution\nx\n:::')
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '1:1 unknown admonition ":::caution"',
    ])
    expect(problems[0]!.hint).toBe('use one of :::note, :::tip, :::info, :::warning, :::danger')
  })

  it('lets headings inside a box open search sections', () => {
    const { sections } = render(
      'Intro.\n\n:::tip[Before you start]\nCheck the key.\n\n## Get a key {#key}\n\nOpen the console.\n:::\n\n## Next\n\nDone.',
    )
    expect(sections).toEqual([
      { id: null, title: '', text: 'Intro. Before you start Check the key.' },
      { id: 'key', title: 'Get a key', text: 'Open the console.' },
      { id: 'next', title: 'Next', text: 'Done.' },
    ])
  })
})
