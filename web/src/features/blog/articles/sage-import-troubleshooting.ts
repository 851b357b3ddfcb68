import type { BlogPost } from '../types';

export const sageImportTroubleshooting: BlogPost = {
  id: 'post-3',
  slug: 'sage-bank-import-troubleshooting',
  title: 'Sage Bank Statement Import Troubleshooting Guide',
  excerpt:
    'Sage rejected your CSV, or imported it with the wrong dates or ' +
    'amounts? Work through these checks, from file format to duplicates, ' +
    'and get the import right.',
  author: 'Thandi Mokoena',
  publishDate: '2026-08-20',
  readTime: '8 min read',
  tags: ['Sage', 'Troubleshooting', 'CSV', 'Bank Import', 'Reconciliation'],
  metaDescription:
    'Fix Sage bank statement CSV import problems: invalid date errors, ' +
    'amounts read as zero, money in and out reversed, duplicate ' +
    'transactions and rejected files.',
  featured: false,
  content: `
When a Sage bank import goes wrong, the error message rarely points to the real cause. This guide lists the problems we
see most often with South African statements, grouped by symptom, with a fix for each. Work through the checks in order:
most failures are caught by the first three.

## Before anything else: open the CSV in a text editor

Excel hides the very problems that break imports. Open the file in Notepad (Windows) or TextEdit in plain-text mode
(Mac) instead. You should see something like this:

\`\`\`
Date,Description,Amount
01/07/2026,Opening deposit,1500.00
02/07/2026,POS Purchase Woolworths,-312.49
\`\`\`

If what you see looks different (semicolons instead of commas, quotes around every number, dates like \`2026-07-01\`, or
odd characters at the start of the first line), you have found your problem.

## Symptom: "Invalid file" or the import will not start

- **Wrong file type.** Sage imports CSV (and OFX and QIF), not XLSX. Make sure you upload the \`.csv\` download, not the
  unformatted spreadsheet.
- **Separator.** Some regional settings make Excel save CSV files with semicolons. Sage expects commas. Use the original
  CSV rather than a re-saved copy.
- **Byte-order mark.** A CSV saved as "UTF-8 with BOM" starts with invisible characters that can stop Sage recognising
  the header. Files downloaded from BankCSV are written without one.
- **Extra header lines.** The file must start with the column headings. Account numbers, statement periods or a title
  row above the headings break the import.

## Symptom: dates are rejected or land in the wrong month

This is the most common problem by far.

1. **Choose the date format when you upload.** Sage asks for the date order. For South African files, choose DD/MM/YYYY.
2. **Look for mixed formats.** If some rows say \`3/7/2026\` and others \`03/07/2026\`, the file was edited by hand or
  re-saved from a spreadsheet. Go back to the original.
3. **Check the year.** If transactions appear a year early or late, the statement probably printed dates without a year
  (FNB and some Standard Bank statements do). Convert it again and enter the correct statement year. See [why some
  statements need a year](/blog/why-some-bank-statements-need-a-year).
4. **Check December to January.** In a statement that crosses the new year, January rows must carry the next year.
  BankCSV moves the year on automatically; a hand-built file often does not.

## Symptom: amounts are zero, blank or rejected

- **Currency symbols.** \`R450.00\` is text. Amounts must be plain numbers.
- **Thousands separators.** \`12,500.00\` in a comma-separated file splits into two columns. \`12 500.00\` with a space
  is text. Use \`12500.00\`.
- **Brackets for negatives.** \`(450.00)\` is an accounting convention that importers do not all understand. Use
  \`-450.00\`.
- **Decimal commas.** A few statements print \`1 234,56\`. Sage expects a decimal point.

## Symptom: money in and money out are reversed

Every payment shows as a receipt, or the other way round.

- In the **3-column** layout, money out must be negative. If every amount is positive, the signs were lost in conversion
  (common with FNB's \`Cr\` marker and Standard Bank's trailing minus).
- In the **4-column** layout, \`Date,Description,Money In,Money Out\`, both amounts are positive and the columns tell
  Sage the direction. Check that the columns were mapped the right way round during import.
- A quick check: the sum of the Amount column should equal the closing balance minus the opening balance on the
  statement. If it does not, fix the file before importing.

## Symptom: duplicate transactions

- **Overlapping statements.** Monthly statements that share a day, or a three-month statement imported on top of monthly
  ones, produce duplicates. Import each period once.
- **Bank feed plus import.** If the account also has an active bank feed, the same transactions arrive twice. Pick one
  source per period.
- **Re-imports.** Delete the earlier import before importing a corrected file.

## Symptom: descriptions are cut off or blank

Sage limits the length of the description it keeps, so very long references may be shortened. That is expected. Blank
descriptions usually mean the file has split one transaction over several rows. Check for rows with a description but no
date or amount.

A special case: on recent FNB statements, fee rows starting with \`#\` are printed in a way that leaves their
description out of the PDF's text. BankCSV keeps the row, with its amount and balance, and labels it as a bank fee so
nothing goes missing.

## Symptom: the reconciliation does not balance

If the import worked but the balance is off:

1. Compare the row count with the statement. FNB prints the number of credit and debit transactions at the end.
2. Look for a missing first or last transaction on a page.
3. Check for a transaction that did not actually post (for example a declined debit order shown for information only).
  It should not be in the file.
4. Make sure the opening balance in Sage matches the statement's opening balance.

## When the PDF itself is the problem

- **Scanned statements** have no text inside the PDF, only a picture of the page, so they convert far less reliably than
  statements downloaded from online banking. If no transactions can be read, the conversion fails with a message instead
  of producing an empty file. Download the statement from online banking where you can.
- **Password-protected PDFs** must be converted with their password. Tick the password option in the upload dialog.

If a conversion fails for a technical reason, the credits it used are refunded automatically. If you are still stuck,
contact us with the date of the conversion and we will look into it within 48 business hours.
`,
};
