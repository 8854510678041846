import { DESCRIPTION_CUT, descriptionText, descriptionView, isLongDescription } from './description';

const long = `<p>${'Coral '.repeat(80)}</p>`;

describe('descriptionText', () => {
  it('drops tags, decodes entities and folds spaces', () => {
    expect(descriptionText('<p>Fish &amp; coral</p><ul><li>2&nbsp;hours</li><li>Gear</li></ul>')).toBe(
      'Fish & coral 2 hours Gear',
    );
  });
});

describe('descriptionView (Read More / Show Less at 300 characters)', () => {
  it('cuts a long description at 300 characters of text until expanded', () => {
    const view = descriptionView(long, false);
    expect(view.kind).toBe('cut');
    if (view.kind !== 'cut') return;
    expect(view.text.endsWith('…')).toBe(true);
    expect(view.text.length).toBeLessThanOrEqual(DESCRIPTION_CUT + 1);
    expect(view.text.slice(0, -1)).toBe(descriptionText(long).slice(0, DESCRIPTION_CUT).trimEnd());
    expect(descriptionView(long, true)).toEqual({ kind: 'full' });
  });
  it('shows a description of exactly 300 characters whole', () => {
    const exact = `<p>${'a'.repeat(DESCRIPTION_CUT)}</p>`;
    expect(descriptionView(exact, false)).toEqual({ kind: 'full' });
    expect(isLongDescription(exact)).toBe(false);
    expect(isLongDescription(`<p>${'a'.repeat(DESCRIPTION_CUT + 1)}</p>`)).toBe(true);
  });
});
