import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('shows its title above its content, with the app class beside its own', () => {
    const { container } = render(
      <Card title={<h2>Order Summary</h2>} className="summary">
        <p>Total ₹35,000</p>
      </Card>,
    );
    const card = container.firstElementChild as HTMLElement;
    expect(card).toHaveClass('summary');
    const [head, body] = Array.from(card.children);
    expect(head).toContainElement(screen.getByRole('heading', { name: 'Order Summary' }));
    expect(body).toContainElement(screen.getByText('Total ₹35,000'));
  });

  it('has no heading bar without a title', () => {
    const { container } = render(<Card>Only content</Card>);
    const card = container.firstElementChild as HTMLElement;
    expect(card.children).toHaveLength(1);
    expect(card).toHaveTextContent('Only content');
  });

  it('uses the compact size when small', () => {
    const { container } = render(
      <>
        <Card title="Guest 1" size="small">
          a
        </Card>
        <Card title="Contact">b</Card>
      </>,
    );
    const [small, normal] = Array.from(container.children);
    expect(small?.className).not.toBe(normal?.className);
    expect(small?.className).toMatch(/small/);
  });

  it('keeps its styles in a cascade layer, so an app class on the card wins in any load order', () => {
    const css = readFileSync(join(__dirname, '../assets/styles/card.module.css'), 'utf8');
    expect(css).toMatch(/^@layer design-system \{/m);
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '').trim()).toMatch(/^@layer design-system \{[\s\S]*\}$/);
  });
});
