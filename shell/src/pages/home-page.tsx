/** Placeholder: Plan your vacation. */
export function HomePage() {
  return <h1>Plan your vacation</h1>;
}
