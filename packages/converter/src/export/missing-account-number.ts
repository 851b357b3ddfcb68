/** An account without a number: importers match a file to its account by number, so none is made up. */
export class MissingAccountNumberError extends Error {
  override readonly name = 'MissingAccountNumberError';
  constructor() {
    super('OFX needs the account number, which was not found on the statement.');
  }
}
