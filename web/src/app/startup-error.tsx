export function StartupError({ message }: { message: string }) {
  return (
    <div className="startup-error" role="alert">
      <h1>BankCSV could not start</h1>
      <p>{message}</p>
    </div>
  );
}
