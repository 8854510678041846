import { useEffect, useRef } from 'react';

/**
 * Text typed into fields of server HTML before their code arrived. React keeps what the box shows when it
 * hydrates, but the form's state starts empty: a submit would then say "required" under a filled box.
 * Once live (its first commit), each field (by the id of its input) that holds text is handed to `take`,
 * as if typed now. In a client render the boxes start empty, and nothing is taken.
 */
export function useTypedBeforeLive(take: Record<string, (text: string) => void>) {
  const latest = useRef(take);
  latest.current = take;
  useEffect(() => {
    for (const [id, takeText] of Object.entries(latest.current)) {
      const input = document.getElementById(id);
      const text = input instanceof HTMLInputElement ? input.value.trim() : '';
      if (text !== '') takeText(text);
    }
  }, []);
}
