/** A first view's file: the page's markup in an `inert` root marked with its path, its CSS first. */
export function firstViewHtml(path: string, rendered: string, css: string, pathAttribute: string): string;
