import { RETENTION, SIGNUP_BONUS_CREDITS } from '@bankcsv/domain';
import type { BlogPost } from '../types';

export const importFnbIntoSageOne: BlogPost = {
  id: 'post-1',
  slug: 'import-fnb-statements-into-sage-one',
  title: 'How to Import FNB Bank Statements into Sage One (Sage Business Cloud Accounting)',
  excerpt:
    'A step-by-step guide to turning an FNB PDF statement into a CSV that ' +
    'Sage accepts first time: the right columns, the right date format and ' +
    'the checks to do before you import.',
  author: 'Thandi Mokoena',
  publishDate: '2026-10-06',
  readTime: '7 min read',
  tags: ['FNB', 'Sage', 'CSV', 'Bank Import', 'Bookkeeping'],
  metaDescription:
    'Import FNB PDF statements into Sage One (Sage Business Cloud ' +
    'Accounting): a 3-column CSV with DD/MM/YYYY dates and signed amounts, ' +
    'then import and reconcile.',
  featured: true,
  content: `
Sage One, now called Sage Business Cloud Accounting, can pull transactions straight from a bank feed. Many South African
businesses still work from PDF statements, though: the feed was never set up, it broke months ago, or a client simply
emails you a statement at year end. FNB's PDF statements are clear to read but they are not something Sage can import.
This guide shows how to get an FNB statement into Sage without retyping a single line.

## What Sage needs from a bank statement file

Sage's bank statement import reads a CSV file with one transaction per row. The simplest layout it accepts has three
columns:

\`\`\`
Date,Description,Amount
03/11/2025,POS Purchase Checkers Rosebank,-482.35
05/11/2025,FNB App Payment From Client A,12500.00
07/11/2025,Monthly Account Fee,-69.00
\`\`\`

A few details matter more than they look:

- **Dates are DD/MM/YYYY.** Sage asks for the date order when you upload, and a file that mixes formats will be rejected
  or, worse, imported with days and months swapped.
- **One signed amount.** Money out is negative, money in is positive. There is no separate Dr/Cr column in the 3-column
  layout.
- **No R symbol and no thousands separators.** \`R12,500.00\` is text to an importer; \`12500.00\` is a number.
- **One account per file.** If a client has a cheque account and a credit card, they need two files.

Sage also accepts a 4-column layout, \`Date,Description,Money In,Money Out\`, where both amounts are positive and the
unused column is left blank. Either works; the 3-column file is the one fewer people get wrong.

## Why an FNB PDF needs more than copy and paste

FNB statements have a few habits that trip up manual conversions:

1. **Dates without a year.** Transactions are printed as \`13 Nov\`. The year only appears in the statement period at
  the top of the page.
2. **Credits marked with "Cr".** A deposit shows as \`300.00Cr\`, while a debit has no marker at all. Copy the column
  into a spreadsheet and every amount looks positive.
3. **Fee rows.** Lines such as \`#Monthly Account Fee\` are real transactions that must come across.
4. **Wrapped descriptions and page furniture.** Long references wrap onto a second line, and every page repeats headers
  and footers that are not transactions.

## Step 1: Convert the PDF

Sign in to BankCSV and upload the FNB PDF from the dashboard. Conversion costs 1 credit per page (minimum 1 credit), and
new accounts start with ${SIGNUP_BONUS_CREDITS} free credits, so most monthly statements cost two or three credits.

Because FNB prints dates as \`DD Mon\`, the upload dialog lets you enter the **statement year**. If the statement runs
from December into January, the converter moves to the next year automatically when the dates pass from December to
January. Our article on [why some statements need a year](/blog/why-some-bank-statements-need-a-year) explains this in
detail.

If the PDF is password protected, tick "This PDF is password protected" and enter the password. The password is used
only for this conversion and is never stored in plain text.

## Step 2: Check the CSV before you import

When the conversion completes, download the CSV. Before importing, take thirty seconds to check:

- The first and last dates fall inside the statement period.
- The number of rows is roughly what you expect. FNB prints the count of credit and debit transactions at the end of the
  statement, which makes this easy.
- The total of the Amount column equals the closing balance minus the opening balance.

If the dashboard says some transactions need review, look at those rows first. A missing date or amount is much easier
to fix now than after it has been allocated in Sage.

**Do not open and re-save the CSV in Excel.** Excel may turn \`03/11/2025\` into an American date or strip trailing
zeros. If you want to look at the data in a spreadsheet, use the separate unformatted XLSX download instead.

## Step 3: Import into Sage

1. In Sage, open **Banking** and choose the FNB bank account.
2. Choose the option to import a bank statement and select the CSV file.
3. When Sage asks for the column mapping, map Date, Description and Amount, and choose the **DD/MM/YYYY** date format.
4. Confirm the import. The transactions arrive as unreconciled bank transactions.

## Step 4: Allocate and reconcile

Work through the imported lines, allocating each to a customer, supplier or ledger account. Sage remembers your choices
and suggests them next time, so the second month is much faster than the first. Finish with a bank reconciliation
against the statement's closing balance.

## Common questions

**Can I import several months at once?** Yes, convert each statement and import the files one after another. Avoid
overlapping statement periods, or Sage will show duplicates.

**What about FNB's own CSV export?** If you have online banking access, FNB's export is a good source. It uses
\`yyyy/mm/dd\` dates, so it still needs reformatting for Sage. BankCSV exists for the many cases where the PDF is all
you have.

**What happens to my statement?** The PDF is deleted as soon as the conversion ends. The converted CSV and XLSX files
are deleted after ${RETENTION.outputDays} days, so download them promptly.

If Sage still refuses the file, our [Sage import troubleshooting guide](/blog/sage-bank-import-troubleshooting) lists
the common error messages and their fixes.
`,
};
