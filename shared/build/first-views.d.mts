/** `/hotels/checkout` → `hotels/checkout.html`. */
export function firstViewFile(path: string): string;
/** A first view's file: the page's markup in an `inert` root marked with its path, its CSS first. */
export function firstViewHtml(path: string, rendered: string, css: string): string;
