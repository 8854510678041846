import { REMOTE_ROOT_LOCATION_ATTRIBUTE } from '@andaman/shared/remote-contract';
import { FIRST_VIEW_SLOT_ATTRIBUTE, hydratesFirstViewAt } from './first-view';

/** A page's HTML with a remote's first view rendered for `renderedFor`, as the serving layer composes it. */
function page(renderedFor: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<main><div ${FIRST_VIEW_SLOT_ATTRIBUTE}="hotels"><div data-first-view-of="/hotels"><div data-remote-root ${REMOTE_ROOT_LOCATION_ATTRIBUTE}="${renderedFor}"><h1>Hotels in Andaman</h1></div></div></div></main>`;
  return root;
}

describe('hydratesFirstViewAt', () => {
  it('is true for the address the first view was rendered for (its data is then not asked before hydration)', () => {
    expect(hydratesFirstViewAt(page('/hotels'), '/hotels')).toBe(true);
  });

  it('is false for another address (the page renders afresh, its data asked for at once), or without a first view', () => {
    expect(hydratesFirstViewAt(page('/hotels'), '/hotels?locationId=1')).toBe(false);
    expect(hydratesFirstViewAt(document.createElement('div'), '/hotels')).toBe(false);
  });
});
