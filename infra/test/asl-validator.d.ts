// asl-validator ships no types; this is the part the tests use.
declare module 'asl-validator' {
  interface AslValidationResult {
    isValid: boolean;
    errors: { message?: string }[];
    errorsText: (separator?: string) => string;
  }
  const aslValidator: (definition: unknown) => AslValidationResult;
  export default aslValidator;
}
