import type { BlogPost } from '../types';

export const statementsNeedAYear: BlogPost = {
  id: 'post-5',
  slug: 'why-some-bank-statements-need-a-year',
  title: 'Why Some Bank Statements Need a Year Input',
  excerpt:
    'FNB and some Standard Bank statements print dates without a year. Here ' +
    'is why that matters for your import, when to fill in the statement ' +
    'year, and how the December to January rollover works.',
  author: 'Pieter van der Merwe',
  publishDate: '2026-06-30',
  readTime: '5 min read',
  tags: ['FNB', 'Standard Bank', 'Dates', 'CSV'],
  metaDescription:
    'FNB (DD Mon) and Standard Bank (MM DD) statements print dates without ' +
    'a year. Learn when to enter the statement year in BankCSV and how ' +
    'December to January is handled.',
  featured: false,
  content: `
When you upload a statement to BankCSV, the Convert dialog has an optional field for the statement year. Most of the
time you can leave it empty. For some statements it is the difference between a clean import and a year of transactions
filed in the wrong financial year. This article explains why.

## Dates without years

Accounting software needs a full date on every transaction: day, month and year, written DD/MM/YYYY for South African
imports. Many bank statements print exactly that, but two common layouts do not:

- **FNB** prints transaction dates as \`DD Mon\`, for example \`13 Nov\` or, on Afrikaans statements, \`13 Des\`.
- **Standard Bank's monthly statement** prints dates as \`MM DD\`, for example \`02 17\` for the 17th of February. Note
  the order: month first, then day.

The year appears only once, in the statement period at the top of the page, such as "Statement Period: 13 November 2025
to 13 December 2025".

A human reader fills in the year without thinking. A converter has to do it deliberately, and a generic PDF tool usually
does not: it leaves the dates as text, or assumes the current year. That assumption is right for this month's statement
and wrong for every statement from last year, which is exactly what you are processing at year end.

## How BankCSV works out the year

For statements like these, BankCSV reads the statement period from the first page and takes the year from it. The
statement year field is there for the cases where that is not enough:

- the statement period is missing, cut off or unreadable, for example on a statement printed from a branch or a partial
  extract;
- the statement is a scan where the header did not come through clearly;
- you want to be certain, because the statement is older or you are processing a batch for a specific tax year.

When you enter a year, it is used for every date that carries no year of its own. Dates that already include a year, as
on Capitec statements (\`dd/mm/yyyy\`) or Standard Bank's app statements (\`13 Nov 24\`), are left exactly as printed.

The field accepts a four-digit year from 1990 up to next year. Anything else shows "Year must be between 1990 and" next
year (2027 during 2026), and the conversion does not start.

Leave the field blank and the statement has no period printed? BankCSV then takes the latest year that puts no
transaction after the day you uploaded it, and says so on the conversion: "Year assumed: 2025 — change". The conversion
is not called ready until you confirm that year or change it.

## The December to January rollover

Statement periods do not follow calendar years. An FNB statement might run from 15 December 2025 to 14 January 2026,
printing dates like these:

\`\`\`
28 Dec   Debit order   Insurance
02 Jan   Deposit       Salary
\`\`\`

If a single year were applied to every line, either the December rows or the January rows would be wrong. BankCSV
handles this by reading the dates in order and moving to the next year when the month passes from December to January.
The output for the lines above, with the statement year 2025, is:

\`\`\`
Date,Description,Amount
28/12/2025,Debit order Insurance,-350.00
02/01/2026,Deposit Salary,18500.00
\`\`\`

So when a statement spans the new year, enter the year the statement **starts** in.

## When to fill in the year: a quick guide

| Statement | Dates look like | Year needed? |
|---|---|---|
| FNB cheque and savings accounts | \`13 Nov\` | Only if the statement period is unreadable |
| Standard Bank monthly statement | \`02 17\` | Only if the statement period is unreadable |
| Standard Bank app statement | \`13 Nov 24\` | No |
| Capitec | \`03/10/2025\` | No |

If you are unsure, entering the year does no harm: it is only used where a date has no year of its own.

## Checking the result

After conversion, glance at the first and last rows of the CSV. Their dates should sit inside the statement period. If
the year is wrong, convert the statement again with the year filled in. A conversion costs 1 credit per page, so a rerun
of a typical statement costs two or three credits.

Getting dates right is the single biggest factor in a clean import. See our [Sage troubleshooting
guide](/blog/sage-bank-import-troubleshooting) for the other common causes of import errors, or our guide to [importing
FNB statements into Sage](/blog/import-fnb-statements-into-sage-one).
`,
};
