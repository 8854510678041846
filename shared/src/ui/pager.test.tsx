import { Pager } from '@andaman/shared/ui/pager';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

describe('Pager', () => {
  it('marks the current page, turns pages and disables Previous on the first page', async () => {
    const onChange = vi.fn();
    render(<Pager page={1} totalPages={3} onChange={onChange} label="Results pages" />);
    const nav = screen.getByRole('navigation', { name: 'Results pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('shows at most maxNumbers page numbers', () => {
    render(<Pager page={5} totalPages={10} onChange={() => {}} label="Pages" maxNumbers={5} />);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
