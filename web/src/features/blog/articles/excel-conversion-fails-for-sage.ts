import { SIGNUP_BONUS_CREDITS } from '@bankcsv/domain';
import type { BlogPost } from '../types';

export const excelConversionFailsForSage: BlogPost = {
  id: 'post-2',
  slug: 'why-excel-conversion-fails-for-sage',
  title: 'Why Converting SA Bank Statements to Excel Does Not Work for Sage',
  excerpt:
    'PDF-to-Excel tools produce a spreadsheet that looks right but imports ' +
    'wrong. Here is what goes wrong with dates, amounts and layout, and ' +
    'what a Sage-ready file looks like instead.',
  author: 'Pieter van der Merwe',
  publishDate: '2026-09-15',
  readTime: '6 min read',
  tags: ['Sage', 'Excel', 'CSV', 'Data Quality'],
  metaDescription:
    'Why PDF-to-Excel conversion of South African bank statements fails in ' +
    'Sage: swapped dates, text amounts, Cr/Dr markers, merged cells. What a ' +
    'clean Sage CSV needs.',
  featured: true,
  content: `
Search for "convert bank statement PDF" and most results are general PDF-to-Excel converters. They are useful tools, and
the spreadsheet they produce often looks perfect on screen. Then you try to import it into Sage and it fails, or worse,
it imports with the wrong dates and amounts. This article explains why a spreadsheet that looks right is not the same as
a file an accounting package can read.

## A spreadsheet is a picture of the statement

A generic converter tries to reproduce the page: the same columns, the same headings, the same line breaks. That is
exactly what you want for reading, and exactly what you do not want for importing. Sage's bank import expects a plain
table of transactions:

\`\`\`
Date,Description,Amount
14/03/2026,Debit Order Discovery Insure,-845.20
15/03/2026,Deposit Client Invoice 1042,6900.00
\`\`\`

Everything else on the page (the bank's logo, the address block, the statement summary, page numbers, "Balance brought
forward" lines) has to go. A PDF-to-Excel tool keeps it all.

## Five ways the Excel route breaks

### 1. Dates change meaning

South African statements print dates as day-month: \`03/04/2026\` is the 3rd of April. Excel decides how to read a date
from your computer's regional settings. On a machine set to US format, that date becomes the 4th of March. Some dates
survive (anything after the 12th cannot be a month), so the error is easy to miss: half the transactions land in the
wrong month and the reconciliation never balances.

Statements that print \`13 Nov\` with no year are worse. Excel either leaves them as text or silently adds the current
year, which is wrong for last year's statements.

### 2. Amounts become text

Bank amounts carry decoration: \`1,234.56\`, \`1 234.56\` with a space as the thousands separator, \`R 450.00\`,
\`300.00Cr\`, \`1,469.35-\` with a trailing minus, or a \`*\` marking VAT-inclusive fees. To Excel most of these are
text. Text cannot be summed, and Sage rejects a non-numeric amount or reads it as zero.

### 3. Signs go missing

Banks show direction in many ways. FNB marks credits with \`Cr\` and leaves debits bare. Standard Bank puts a trailing
minus on debits. Capitec uses separate Money In and Money Out columns with a leading minus on money out. A converter
that only copies what it sees gives you a column of positive numbers, and Sage posts every payment as a receipt.

### 4. Rows are split or merged

Long descriptions wrap onto two or three lines. A page-based converter turns each printed line into a row, so one
transaction becomes three rows, two of them with no date or amount. Sage either rejects those rows or imports empty
transactions. At page breaks, the second half of a description can land after the next page's header.

### 5. Non-transactions sneak in

Opening and closing balance lines, "Balance brought forward" rows, turnover totals and rows such as a declined debit
order that never moved the balance all look like transactions to a generic tool. Each one is a line you must find and
delete by hand.

## "I will just clean it up in Excel"

You can, and many bookkeepers do. For a two-page statement it takes ten minutes. For a year of statements across several
clients it takes days, and every manual edit is a chance for an error. There is also a final trap: **saving the cleaned
sheet as CSV from Excel** can reformat dates again, add a byte-order mark or write numbers with thousands separators,
depending on your settings.

## What a Sage-ready file needs

A file that imports cleanly has:

- A single header row, then one row per transaction, with no blank rows.
- Dates as DD/MM/YYYY, with the right year on every row.
- A single signed amount (negative for money out) with two decimals, no R symbol and no thousands separators.
  Alternatively, Sage's 4-column layout \`Date,Description,Money In,Money Out\` with positive amounts.
- Wrapped descriptions joined back into one field.
- No balance rows, totals or page furniture.

## How BankCSV does it differently

BankCSV reads the statement as a table of transactions rather than as a page. It recognises the layout, joins wrapped
descriptions, reads each bank's sign conventions, and checks its work: the opening balance plus every transaction must
equal the closing balance. The CSV it writes follows the import profile you need: Sage 3-column, Sage 4-column, Xero or
QuickBooks.

You still get a spreadsheet when you want one. Every conversion also produces an unformatted XLSX with the raw extracted
data, for review or for your working papers. The CSV is for importing, the spreadsheet is for looking.

Conversion costs 1 credit per page, and your first ${SIGNUP_BONUS_CREDITS} credits are free. Read our guide to
[importing FNB statements into Sage](/blog/import-fnb-statements-into-sage-one) for the full step-by-step process.
`,
};
