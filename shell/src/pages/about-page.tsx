/** Placeholder: About Us.. */
export function AboutPage() {
  return <h1>About Us.</h1>;
}
