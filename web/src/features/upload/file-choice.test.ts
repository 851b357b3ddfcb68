import { describe, expect, it } from 'vitest';
import { chooseFromDrop, chooseFromInput } from './file-choice';

const pdf = (name = 'statement.pdf', size = 1000, type = 'application/pdf') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('file choice', () => {
  it('accepts a PDF by type or by extension', () => {
    expect(chooseFromInput([pdf('a.bin')])).toHaveProperty('file');
    expect(chooseFromInput([pdf('A.PDF', 10, '')])).toHaveProperty('file');
  });

  it('uses the picker messages for the file input', () => {
    expect(chooseFromInput([pdf('a.txt', 10, 'text/plain')])).toEqual({ error: 'Please select a PDF file.' });
    expect(chooseFromInput([pdf('a.pdf', 10 * 1024 * 1024 + 1)])).toEqual({
      error: 'File size must be less than 10MB.',
    });
    expect(chooseFromInput([pdf('a.pdf', 10 * 1024 * 1024)])).toHaveProperty('file');
    expect(chooseFromInput([])).toBeNull();
  });

  it('uses the drop-rejection messages for drops', () => {
    expect(chooseFromDrop([pdf('a.pdf', 11 * 1024 * 1024)])).toEqual({
      error: 'File too large. Maximum size is 10MB.',
    });
    expect(chooseFromDrop([pdf('a.png', 10, 'image/png')])).toEqual({
      error: 'Invalid file type. Only PDF files are supported.',
    });
    expect(chooseFromDrop([pdf(), pdf()])).toEqual({ error: 'File upload rejected. Please try again.' });
  });
});
