// The floor page: a hero and nine cards rendered on the server (build time) and hydrated by React 19.
// The component only: build.mjs renders it to HTML and bundles the browser's entry, so the browser's
// bundle never refers to react-dom/server.
import { useState } from 'react';

const cards = Array.from({ length: 9 }, (_, i) => ({
  id: i + 1,
  name: `Hotel ${i + 1}`,
  price: 2500 + i * 500,
}));

export function App() {
  const [picked, setPicked] = useState(null);
  return (
    <main>
      <h1>Plan your vacation</h1>
      <p>Ferries, stays, activities and holiday packages across the Andaman Islands.</p>
      <ul>
        {cards.map((c) => (
          <li key={c.id}>
            <h2>{c.name}</h2>
            <p>Rs. {c.price} + Taxes Per Night</p>
            <button type="button" onClick={() => setPicked(c.id)}>
              {picked === c.id ? 'Picked' : 'Book'}
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
