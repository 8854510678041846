import { render, screen } from '@testing-library/react';
import styles from '../assets/styles/off-screen.module.css';
import { offScreen, offScreenItems } from './off-screen';

describe('offScreen', () => {
  it("keeps the element's own class, adds the off-screen one, and keeps the room given", () => {
    const props = offScreen('footer', 1000);
    expect(props.className.split(' ')).toEqual(['footer', styles.offScreen as string]);
    expect(props.style).toEqual({ '--off-screen-room': '1000px' });
  });

  it('marks a list whose items are rendered near the viewport, each with its room', () => {
    render(
      <ul {...offScreenItems(undefined, 440)} aria-label="Cards">
        <li>One</li>
      </ul>,
    );
    const list = screen.getByRole('list', { name: 'Cards' });
    expect(list).toHaveClass(styles.offScreenItems as string);
    expect(list.style.getPropertyValue('--off-screen-room')).toBe('440px');
    // Its content stays in the document.
    expect(screen.getByText('One')).toBeInTheDocument();
  });
});
