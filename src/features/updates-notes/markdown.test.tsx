import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { Markdown } from './Markdown'
import {
  isSafeHref,
  parseInline,
  parseMarkdown,
  plainText,
  textLength,
  truncateBlocks,
  type Block,
} from './markdown'

const text = (t: string) => ({ kind: 'text', text: t }) as const

describe('parseInline', () => {
  it('reads bold runs and links', () => {
    expect(parseInline('a **b** [c](/tools/) d')).toEqual([
      text('a '),
      { kind: 'strong', children: [text('b')] },
      text(' '),
      { kind: 'link', href: '/tools/', children: [text('c')] },
      text(' d'),
    ])
  })

  it('reads italic runs written with one asterisk or underscore', () => {
    expect(parseInline('a *b* _c d_ **e**')).toEqual([
      text('a '),
      { kind: 'em', children: [text('b')] },
      text(' '),
      { kind: 'em', children: [text('c d')] },
      text(' '),
      { kind: 'strong', children: [text('e')] },
    ])
    expect(parseInline('**bold *and italic***')).toEqual([
      { kind: 'strong', children: [text('bold '), { kind: 'em', children: [text('and italic')] }] },
    ])
  })

  it('keeps lone markers and underscores inside words as text', () => {
    expect(parseInline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')])
    expect(parseInline('snake_case_name and *open')).toEqual([text('snake_case_name and *open')])
    expect(parseInline('\\*not italic\\*')).toEqual([text('*not italic*')])
  })

  it('allows a link inside bold and bold inside a link', () => {
    expect(parseInline('**see [x](https://example.gov/)**')).toEqual([
      {
        kind: 'strong',
        children: [
          text('see '),
          { kind: 'link', href: 'https://example.gov/', children: [text('x')] },
        ],
      },
    ])
    expect(parseInline('[**x**](/filing)')).toEqual([
      { kind: 'link', href: '/filing', children: [{ kind: 'strong', children: [text('x')] }] },
    ])
  })

  it('keeps unmatched markers as text', () => {
    expect(parseInline('a ** b')).toEqual([text('a ** b')])
    expect(parseInline('****')).toEqual([text('****')])
    expect(parseInline('[not a link] (x)')).toEqual([text('[not a link] (x)')])
    expect(parseInline('[a](b c)')).toEqual([text('[a](b c)')])
  })

  it('honours backslash escapes', () => {
    expect(parseInline('\\*\\*not bold\\*\\* and \\[x](/y)')).toEqual([
      text('**not bold** and [x](/y)'),
    ])
    expect(parseInline('a \\ b')).toEqual([text('a \\ b')])
  })

  it('drops unsafe link targets but keeps their text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      text('[click](javascript:alert(1))'),
    ])
    expect(parseInline('[click](javascript:alert)')).toEqual([text('click')])
    expect(parseInline('[x](//evil.example/)')).toEqual([text('x')])
    expect(parseInline('[x](data:text/html,hi)')).toEqual([text('x')])
  })
})

describe('isSafeHref', () => {
  it.each([
    ['/filing', true],
    ['#entry', true],
    ['https://www.login.gov/', true],
    ['http://example.gov/', true],
    ['mailto:hmdahelp@cfpb.gov', true],
    ['//example.gov/', false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['vbscript:x', false],
    ['relative/path', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe)
  })
})

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and joins the lines of one paragraph', () => {
    expect(parseMarkdown('one\ntwo\n\n\nthree')).toEqual([
      { kind: 'paragraph', content: [text('one two')] },
      { kind: 'paragraph', content: [text('three')] },
    ])
  })

  it('reads bullet lists, with indented continuation lines', () => {
    expect(parseMarkdown('Intro:\n- a\n* **b**\n  continued\n\nAfter')).toEqual([
      { kind: 'paragraph', content: [text('Intro:')] },
      {
        kind: 'list',
        items: [[text('a')], [{ kind: 'strong', children: [text('b')] }, text(' continued')]],
      },
      { kind: 'paragraph', content: [text('After')] },
    ])
  })

  it('ends a list at an unindented line', () => {
    expect(parseMarkdown('- a\nb')).toEqual([
      { kind: 'list', items: [[text('a')]] },
      { kind: 'paragraph', content: [text('b')] },
    ])
  })

  it('accepts Windows line ends and ignores surrounding blank lines', () => {
    expect(parseMarkdown('\r\n a\r\n\r\n- b\r\n')).toEqual([
      { kind: 'paragraph', content: [text('a')] },
      { kind: 'list', items: [[text('b')]] },
    ])
    expect(parseMarkdown('')).toEqual([])
  })

  it('gives the plain text without markers or addresses', () => {
    const blocks = parseMarkdown('A **b** [c](/d).\n\n- e\n- f')
    expect(plainText(blocks)).toBe('A b c.\ne\nf')
    expect(textLength(blocks)).toBe('A b c.ef'.length)
  })
})

describe('truncateBlocks', () => {
  const long = parseMarkdown(
    'The first paragraph has **several words** in it.\n\n- one item\n- two item\n\nLast words.',
  )

  it('returns blocks that fit unchanged', () => {
    expect(truncateBlocks(long, 1000)).toEqual(long)
  })

  it('cuts after a whole word, inside formatting, and ends with an ellipsis', () => {
    const cut = truncateBlocks(long, 30)
    expect(plainText(cut)).toBe('The first paragraph has…')
    const cutInBold = truncateBlocks(long, 34)
    expect(plainText(cutInBold)).toBe('The first paragraph has several…')
    expect(cutInBold[0]).toEqual({
      kind: 'paragraph',
      content: [text('The first paragraph has '), { kind: 'strong', children: [text('several…')] }],
    })
  })

  it('cuts between blocks and list items', () => {
    const paragraphOnly = truncateBlocks(
      long,
      'The first paragraph has several words in it.'.length,
    )
    expect(paragraphOnly).toHaveLength(1)
    expect(plainText(paragraphOnly)).toBe('The first paragraph has several words in it. …')
    const oneItem = truncateBlocks(
      long,
      'The first paragraph has several words in it.one item'.length,
    )
    expect(plainText(oneItem)).toBe('The first paragraph has several words in it.\none item …')
  })

  it('cuts a word without spaces hard', () => {
    expect(plainText(truncateBlocks(parseMarkdown('abcdefghij'), 4))).toBe('abcd…')
  })
})

describe('<Markdown>', () => {
  const renderBlocks = (blocks: Block[], highlight?: string[]) =>
    render(
      <MemoryRouter>
        <Markdown blocks={blocks} highlight={highlight} />
      </MemoryRouter>,
    )

  it('renders paragraphs, lists, bold and links as elements', () => {
    const { container } = renderBlocks(
      parseMarkdown(
        'Intro with **bold**.\n\n- [Tools](/tools/)\n- [Login.gov](https://www.login.gov/)',
      ),
    )
    expect(container.querySelectorAll('p')).toHaveLength(1)
    expect(container.querySelector('strong')).toHaveTextContent('bold')
    expect(container.querySelectorAll('ul > li')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/tools/')
    expect(screen.getByRole('link', { name: 'Login.gov' })).toHaveAttribute(
      'href',
      'https://www.login.gov/',
    )
  })

  it('renders italic runs as <em>', () => {
    const { container } = renderBlocks(parseMarkdown('The *Snapshot* dataset, _as filed_.'))
    expect([...container.querySelectorAll('em')].map((e) => e.textContent)).toEqual([
      'Snapshot',
      'as filed',
    ])
    expect(container).toHaveTextContent('The Snapshot dataset, as filed.')
  })

  it('routes in-site links through the router', () => {
    const { container } = renderBlocks(parseMarkdown('[Filing](/filing)'))
    // A router Link renders an <a> that the router handles; it has the in-site address.
    expect(container.querySelector('a')).toHaveAttribute('href', '/filing')
  })

  it('never interprets HTML in the text', () => {
    const { container } = renderBlocks(
      parseMarkdown('<img src=x onerror="alert(1)"> <script>alert(1)</script> **<b>x</b>**'),
    )
    expect(container.querySelector('img, script, b')).toBeNull()
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> <script>alert(1)</script>')
  })

  it('highlights keywords with <mark>, in plain text, bold and link text', () => {
    const { container } = renderBlocks(
      parseMarkdown('Check digits: **check** the [Check Digit tool](/tools/check-digit).'),
      ['check', 'digit'],
    )
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent)
    expect(marks).toEqual(['Check', 'digit', 'check', 'Check', 'Digit'])
    expect(container.querySelector('strong mark')).toHaveTextContent('check')
    expect(container.querySelector('a mark')).toHaveTextContent('Check')
  })
})
