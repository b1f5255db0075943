// jsdom has no modal dialogs: showModal and close only set the `open` state tests read (the browser's focus
// trap and top layer are the e2e spec's to check).
export function shimDialog(): void {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
