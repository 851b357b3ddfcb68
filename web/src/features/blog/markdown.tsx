import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseBlocks, parseInline, type Block } from './markdown-parse';

/** Renders inline pieces as React elements; text is always text, never HTML. */
function renderInline(text: string): ReactNode[] {
  return parseInline(text).map((piece, i) => {
    switch (piece.type) {
      case 'strong':
        return <strong key={i}>{piece.text}</strong>;
      case 'code':
        return <code key={i}>{piece.text}</code>;
      case 'link':
        return piece.href.startsWith('/') ? (
          <Link key={i} to={piece.href}>
            {piece.text}
          </Link>
        ) : (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer">
            {piece.text}
          </a>
        );
      default:
        return piece.text;
    }
  });
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 key={key}>{renderInline(block.text)}</h2>
      ) : (
        <h3 key={key}>{renderInline(block.text)}</h3>
      );
    case 'code':
      // Focusable so keyboard users can scroll a wide block sideways.
      return (
        <pre key={key} tabIndex={0} role="region" aria-label="Code example">
          <code>{block.text}</code>
        </pre>
      );
    case 'quote':
      return <blockquote key={key}>{renderInline(block.text)}</blockquote>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item)}</li>);
      return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'table':
      return (
        <div key={key} className="md-table" tabIndex={0} role="region" aria-label="Table">
          <table>
            <thead>
              <tr>
                {block.header.map((h, i) => (
                  <th key={i}>{renderInline(h)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((c, i) => (
                    <td key={i}>{renderInline(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default:
      return <p key={key}>{renderInline(block.text)}</p>;
  }
}

/** Article body from markdown-like text, as React elements (no dangerouslySetInnerHTML anywhere). */
export function Markdown({ source }: { source: string }) {
  return <>{parseBlocks(source).map(renderBlock)}</>;
}
