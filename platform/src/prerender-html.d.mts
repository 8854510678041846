export interface Stylesheet {
  css: string;
  classes: Set<string>;
  href: string;
}
export function classesDefinedIn(css: string): Set<string>;
export function classesUsedIn(html: string): Set<string>;
export function stylesheetsIn(dir: string): Stylesheet[];
export function cssFor(stylesheets: Pick<Stylesheet, 'css' | 'classes'>[], html: string): string;
export function styleElementsFor(stylesheets: Stylesheet[], html: string, attributes?: string): string;
export function splitMetadata(rendered: string): { metadata: string; markup: string };
export function writeCompressed(file: string, content: string): void;
export function prerenderOutput(root: string): {
  target: 'node';
  distPath: { root: string };
  cleanDistPath: boolean;
  emitAssets: boolean;
  minify: boolean;
  sourceMap: boolean;
  filenameHash: boolean;
};
export function runBuildScript(moduleUrl: string, main: () => Promise<void>): void;
