import { Link } from 'react-router-dom';

export function NotFoundScreen() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>This address is not a page of the console.</p>
      <Link to="/">Go to the home page</Link>
    </section>
  );
}
