/**
 * jsdom has `<dialog>` but not its methods: `showModal` and `close` here open and close the element as a
 * browser does (its `open` attribute, the `close` event), without the inert page behind, which only a
 * browser gives (the e2e tests check it there).
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
