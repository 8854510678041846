import { render, screen } from '@testing-library/react';
import { ActionButton } from './action-button';

describe('ActionButton', () => {
  it('is a plain button that does not submit unless asked, in its variant', () => {
    render(
      <form>
        <ActionButton>Add</ActionButton>
        <ActionButton variant="danger">Remove</ActionButton>
        <ActionButton variant="primary" type="submit">
          Search
        </ActionButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Remove' }).className).toMatch(/danger/);
    expect(screen.getByRole('button', { name: 'Search' }).className).toMatch(/primary/);
    expect(screen.getByRole('button', { name: 'Add' }).className).not.toMatch(/primary|danger/);
  });

  it('marks itself busy while loading and stays focusable', () => {
    render(<ActionButton loading>Search</ActionButton>);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
  });

  it('ignores clicks while loading: a submit button does not submit again', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = vi.fn();
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <ActionButton type="submit" loading onClick={onClick}>
          Send
        </ActionButton>
      </form>,
    );
    screen.getByRole('button', { name: 'Send' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={onSubmit}>
        <ActionButton type="submit" onClick={onClick}>
          Send
        </ActionButton>
      </form>,
    );
    screen.getByRole('button', { name: 'Send' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
