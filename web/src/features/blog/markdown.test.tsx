import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { parseBlocks, safeHref } from './markdown-parse';

afterEach(cleanup);

function html(source: string): HTMLElement {
  return render(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  ).container;
}

describe('Markdown', () => {
  it('joins an indented line under a list item to that item', () => {
    const el = html('- **Wrapped.** The first line\n  and its continuation\n- next\n\nAfter');
    expect([...el.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      'Wrapped. The first line and its continuation',
      'next',
    ]);
    expect(el.querySelector('p')?.textContent).toBe('After');
  });

  it('renders headings, paragraphs, lists, code, quotes and tables', () => {
    const el = html(
      '## Head\n\nOne\nline\n\n- a\n- **b**\n\n1. x\n2. ' +
        'y\n\n```\nDate,Amount\n```\n\n> note\n\n| A | B |\n|---|---|\n| 1 | 2 ' +
        '|',
    );
    expect(el.querySelector('h2')?.textContent).toBe('Head');
    expect(el.querySelector('p')?.textContent).toBe('One line');
    expect([...el.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(el.querySelector('ul strong')?.textContent).toBe('b');
    expect(el.querySelectorAll('ol li')).toHaveLength(2);
    expect(el.querySelector('pre code')?.textContent).toBe('Date,Amount');
    expect(el.querySelector('blockquote')?.textContent).toBe('note');
    expect([...el.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1', '2']);
  });

  it('keeps HTML as text and drops unsafe links', () => {
    const el = html('<img src=x onerror=alert(1)> [bad](javascript:alert(1)) [ok](/blog) [ext](https://sage.com)');
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = [...el.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['ok', '/blog', null],
      ['ext', 'https://sage.com', 'noopener noreferrer'],
    ]);
  });

  it.each([
    ['/blog', '/blog'],
    ['https://x.co', 'https://x.co'],
    ['//evil.com', null],
    ['http://x.co', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
  ])('safeHref(%j) = %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it('parses an empty source to nothing', () => {
    expect(parseBlocks('\n\n')).toEqual([]);
  });
});
