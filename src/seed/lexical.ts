import type { RichBlock } from '@/domain/content-types'

/** Turns the seed's simple blocks into the Lexical JSON that Payload's rich-text field stores. */
const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
const text = (value: string) => ({ type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (children: unknown[]) => ({ ...base, type: 'paragraph', children, textFormat: 0, textStyle: '' })

function node(block: RichBlock) {
  switch (block.type) {
    case 'h2':
    case 'h3':
      return { ...base, type: 'heading', tag: block.type, children: [text(block.text)] }
    case 'p':
      return paragraph([text(block.text)])
    case 'quote':
      return { ...base, type: 'quote', children: [text(block.text)] }
    case 'ul':
    case 'ol':
      return {
        ...base,
        type: 'list',
        listType: block.type === 'ul' ? 'bullet' : 'number',
        start: 1,
        tag: block.type,
        children: block.items.map((item, index) => ({ ...base, type: 'listitem', value: index + 1, children: [text(item)] })),
      }
    case 'cta':
      return paragraph([
        {
          ...base,
          type: 'link',
          version: 3,
          fields: { linkType: 'custom', url: block.href, newTab: false },
          children: [text(block.label)],
        },
      ])
  }
}

export function toLexical(blocks: RichBlock[]) {
  return { root: { ...base, type: 'root', children: blocks.map(node) } }
}
