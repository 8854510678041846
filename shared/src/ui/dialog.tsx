import { Modal as AntdModal, type ModalProps } from '@andaman/shared/ui/modal';
import { keepTabInside } from './focus-trap';

export type { ModalProps };

/**
 * The site's dialog: antd's Modal (the shared door), with Tab and Shift+Tab kept inside it
 * (rule site.dialog-focus).
 */
export function Dialog({ modalRender, ...props }: ModalProps) {
  return (
    <AntdModal
      {...props}
      modalRender={(node) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: it only hears Tab on its way up from the dialog's own controls; it is no control itself.
        <div onKeyDown={keepTabInside}>{modalRender ? modalRender(node) : node}</div>
      )}
    />
  );
}
