import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeTheme } from '@andaman/shared/ui/themed-config-provider';
import { describe, expect, it } from 'vitest';
import {
  ANTD_CSS_FOLDER,
  ANTD_CSS_LAYER,
  generateAntdCss,
  sampledDoors,
  scopeLinkReset,
} from './antd-static-css';
import { isAntdDoor, sharedSingletonModules } from './federation';

const uiFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'src', 'ui');
const doors = sharedSingletonModules()
  .filter((module) => isAntdDoor(readFileSync(module.file, 'utf8')))
  .map((module) => module.specifier.replace('@andaman/shared/ui/', ''));

// One render of every door for the whole file (the slow part).
const generated = generateAntdCss();

describe("antd's static CSS", () => {
  it('covers every antd door of src/ui, and each door imports its own file', () => {
    expect(doors.length).toBeGreaterThan(5);
    expect([...sampledDoors].sort()).toEqual(expect.arrayContaining([...doors].sort()));
    for (const door of doors) {
      expect(readFileSync(join(uiFolder, `${door}.tsx`), 'utf8')).toContain(
        `import './${ANTD_CSS_FOLDER}/${door}.css';`,
      );
    }
  });

  it('is up to date with antd and the brand theme (else run `pnpm --filter @andaman/platform generate:antd-css`)', () => {
    const committed = readdirSync(join(uiFolder, ANTD_CSS_FOLDER)).sort();
    expect(committed).toEqual([...generated.keys()].map((door) => `${door}.css`).sort());
    for (const [door, css] of generated) {
      expect(readFileSync(join(uiFolder, ANTD_CSS_FOLDER, `${door}.css`), 'utf8'), door).toBe(css);
    }
  });

  it("holds the styles of each component's states and portal panels, under the `antd` layer", () => {
    const expectations: Record<string, string[]> = {
      'date-picker': [
        '.ant-picker-range',
        '.ant-picker-dropdown',
        '.ant-picker-cell-in-view',
        '@keyframes antSlideUpIn',
      ],
      modal: [
        '.ant-modal-body',
        '.ant-modal-close',
        '.ant-modal-mask',
        '.ant-modal-confirm',
        '@keyframes antZoomIn',
      ],
      message: ['.ant-message-notice', '.ant-message-notice-icon', '.ant-message-top'],
      'config-provider': [':where([class*="css-var-"]) a:hover', '.anticon-spin'],
    };
    for (const [door, selectors] of Object.entries(expectations)) {
      const css = generated.get(door) ?? '';
      expect(css, door).toContain(`@layer ${ANTD_CSS_LAYER}{`);
      for (const selector of selectors) expect(css, `${door}: ${selector}`).toContain(selector);
    }
  });

  it('has no rule of a component rendered without its prefix (`.-css-var`, `. legend`)', () => {
    for (const [door, css] of generated) expect(css, door).not.toMatch(/(^|[{},])\.[-\s{]/);
  });

  it('keeps design tokens out of the files: they stay CSS variables written from the theme at run time', () => {
    const all = [...generated.values()].join('');
    expect(all).toContain('var(--ant-color-primary)');
    expect(all).not.toMatch(/--ant-color-primary:/);
    // The brand colour reaches the page through the variable only.
    expect(all.toLowerCase()).not.toContain('#0b7a9e');
  });

  it('is only styles antd does not write itself at run time: the browser theme turns its component styles off', () => {
    expect(runtimeTheme).toMatchObject({ zeroRuntime: true, hashed: false });
  });
});

describe('scopeLinkReset', () => {
  it("scopes antd's link reset to antd's components, and leaves other selectors alone", () => {
    expect(scopeLinkReset('a{color:red;}a:hover,a[disabled]{x:y;}.anticon a{z:w;}.ant-btn{}')).toBe(
      ':where([class*="css-var-"]) a{color:red;}:where([class*="css-var-"]) a:hover,:where([class*="css-var-"]) a[disabled]{x:y;}.anticon a{z:w;}.ant-btn{}',
    );
  });
});
